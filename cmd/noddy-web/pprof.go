package main

import (
	"net/http"
	"net/http/pprof"
)

// pprofMux serves Go's profiles on their own listener (-pprof), never on
// the public one.
func pprofMux() *http.ServeMux {
	m := http.NewServeMux()
	m.HandleFunc("/debug/pprof/", pprof.Index)
	m.HandleFunc("/debug/pprof/profile", pprof.Profile)
	m.HandleFunc("/debug/pprof/heap", pprof.Index)
	return m
}
