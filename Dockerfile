# The Noddy table server: the game's files and the shared tables in one
# static binary (docs/HOSTING.md, "Docker").
#
#   docker build -t noddy .
#   docker run -d -p 8080:8080 -v noddy-data:/data --ulimit nofile=65536 noddy
#
# Stage 1 builds the game for the browser, its static folder (hashed
# .wasm, brotli and gzip copies) and the server without cgo; stage 2 is
# that and nothing else, run as a user without privileges.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
COPY third_party ./third_party
RUN go mod download
COPY . .
RUN GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o web/noddy.wasm . \
 && cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" web/ \
 && CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/noddy-web ./cmd/noddy-web \
 && /out/noddy-web -dir web -dist /out/site -quality 11 \
 && mkdir -p /out/data

# distroless/static: CA certificates, /etc/passwd with "nonroot" (65532),
# no shell, no package manager.
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/noddy-web /usr/local/bin/noddy-web
COPY --from=build /out/site /site
COPY --from=build --chown=65532:65532 /out/data /data
USER 65532:65532
VOLUME /data
EXPOSE 8080
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/noddy-web", "-addr", ":8080", "-dir", "/site", "-data", "/data"]
