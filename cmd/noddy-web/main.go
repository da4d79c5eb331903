// Command noddy-web serves the browser build of Noddy and its shared
// tables, and prepares the build.
//
//	noddy-web [-addr 127.0.0.1:8080] [-dir web] [-data DIR | -nats URL]   serve the folder and the tables
//	noddy-web -build [-dir web]                     write noddy.json and .br/.gz siblings
//	noddy-web -dist dist [-dir web]                 make a static folder for any host
//
// See serve.go for what the server sends (types, precompressed files, caching),
// precompress.go for the build step, and the table package (docs/PROTOCOL.md)
// for the tables.
package main

import (
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"noddy/internal/version"
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
	o := serveFlags(fs)
	showVersion := fs.Bool("version", false, "print the version and exit")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *showVersion {
		fmt.Println("noddy-web", version.String())
		return nil
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if err := o.check(); err != nil {
		return err
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
	return serve(*addr, *dir, o)
}

// defaultDataDir is where tables are kept when -data is not given: the
// platform's per-user data folder (XDG_DATA_HOME or ~/.local/share on
// Linux and the BSDs, Application Support on macOS, LocalAppData on
// Windows), under noddy/tables.
func defaultDataDir() string {
	var base string
	switch runtime.GOOS {
	case "darwin", "ios":
		base, _ = os.UserConfigDir()
	case "windows":
		base, _ = os.UserCacheDir()
	default:
		base = os.Getenv("XDG_DATA_HOME")
		if home, err := os.UserHomeDir(); base == "" && err == nil {
			base = filepath.Join(home, ".local", "share")
		}
	}
	if base == "" {
		base = os.TempDir()
	}
	return filepath.Join(base, "noddy", "tables")
}
