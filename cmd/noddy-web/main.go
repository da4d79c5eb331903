// Command noddy-web serves the browser build of Noddy and prepares it.
//
//	noddy-web [-addr 127.0.0.1:8080] [-dir web]    serve the folder
//	noddy-web -build [-dir web]                     write noddy.json and .br/.gz siblings
//	noddy-web -dist dist [-dir web]                 make a static folder for any host
//
// See serve.go for what the server sends (types, precompressed files, caching)
// and precompress.go for the build step.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"time"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("noddy-web: ")
	if err := run(os.Args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(0)
		}
		log.Fatal(err)
	}
}

func run(args []string) error {
	fs := flag.NewFlagSet("noddy-web", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (host:port)")
	dir := fs.String("dir", "web", "folder to serve or build")
	build := fs.Bool("build", false, "write the manifest and precompressed files in -dir, then exit")
	dist := fs.String("dist", "", "write a static copy of -dir (hashed .wasm name, precompressed) to this folder, then exit")
	quality := fs.Int("quality", 11, "brotli quality 0..11 for -build and -dist (11: smallest, about a minute for the game)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if info, err := os.Stat(*dir); err != nil {
		return err
	} else if !info.IsDir() {
		return fmt.Errorf("-dir %s: not a folder", *dir)
	}
	switch {
	case *build && *dist != "":
		return errors.New("-build and -dist exclude each other")
	case *build:
		start := time.Now()
		m, err := WriteManifest(*dir, "noddy.wasm")
		if err != nil {
			return err
		}
		wrote, err := Precompress(*dir, *quality)
		if err != nil {
			return err
		}
		log.Printf("%s: %s %d bytes; wrote %v in %.1fs", *dir, m.Wasm, m.Size, wrote, time.Since(start).Seconds())
		return nil
	case *dist != "":
		m, err := Dist(*dir, *dist, *quality)
		if err != nil {
			return err
		}
		log.Printf("%s: static site ready (%s, %d bytes)", *dist, m.Wasm, m.Size)
		return nil
	}
	return serve(*addr, *dir)
}

func serve(addr, dir string) error {
	h, err := NewHandler(dir)
	if err != nil {
		return err
	}
	defer h.Close()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           logRequests(h),
		ReadHeaderTimeout: 10 * time.Second,
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	log.Printf("serving %s on http://%s/ (Ctrl-C stops)", dir, ln.Addr())
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	w.status = code
	w.ResponseWriter.WriteHeader(code)
}

func logRequests(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(sw, r)
		log.Printf("%s %s %d %s", r.Method, r.URL.Path, sw.status, w.Header().Get("Content-Encoding"))
	})
}
