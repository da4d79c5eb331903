package main

import (
	"context"
	"os"
	"testing"
	"time"
)

// TestMain lets the floor start this test binary as its relay, as
// main does for the command.
func TestMain(m *testing.M) {
	if kind := os.Getenv(floorEnv); kind != "" {
		serveFloor(kind)
		return
	}
	os.Exit(m.Run())
}

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

// The floor's relay in both kinds: every action of every table measured
// once, and a kind it does not know refused.
func TestFloor(t *testing.T) {
	if testing.Short() {
		t.Skip("starts this test binary as the relay")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, kind := range []string{"ws", "tcp"} {
		r, err := floor(ctx, kind, 7, 5)
		if err != nil || len(r.lat) != 35 {
			t.Fatalf("%s: %v, %d latencies, want 35", kind, err, len(r.lat))
		}
	}
	if _, err := floor(ctx, "udp", 1, 1); err == nil || err.Error() != `-floor must be ws or tcp, not "udp"` {
		t.Fatalf("udp: %v", err)
	}
}
