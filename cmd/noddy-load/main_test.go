package main

import (
	"context"
	"os"
	"testing"
	"time"
)

// A small load run of each mode, so the tool keeps working.
func TestSmallRuns(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	bin := build()
	data := t.TempDir()
	srv := start(bin, data)
	defer srv.kill()
	st := matches(ctx, srv, 12, "greedy", 4)
	if st.errors.Load() != 0 || st.lost != 0 || st.finished.Load() != 24 || len(st.lat) == 0 {
		t.Fatalf("errors %d, lost %d, finished %d, %d latencies", st.errors.Load(), st.lost, st.finished.Load(), len(st.lat))
	}
	waiting(ctx, srv, 10, 4)
	restart(ctx, srv, bin, data, 20, "greedy", 4)
	os.RemoveAll(bin)
}
