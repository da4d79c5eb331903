package main

import (
	"fmt"
	"net/http"
	"net/http/pprof"
	"runtime"
)

// pprofMux serves Go's profiles on their own listener (-pprof), never on
// the public one.
func pprofMux() *http.ServeMux {
	m := http.NewServeMux()
	m.HandleFunc("/debug/pprof/", pprof.Index)
	m.HandleFunc("/debug/pprof/profile", pprof.Profile)
	m.HandleFunc("/debug/pprof/heap", pprof.Index)
	m.HandleFunc("/debug/memstats", func(w http.ResponseWriter, r *http.Request) {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		fmt.Fprintf(w, "heap_inuse %d\nstack_inuse %d\nsys %d\ngoroutines %d\n", ms.HeapInuse, ms.StackInuse, ms.Sys, runtime.NumGoroutine())
	})
	return m
}
