module noddy

go 1.26

require github.com/andybalholm/brotli v1.3.0
