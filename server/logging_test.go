package server

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// The request log takes 500 lines at once and 50 a second: a flood of
// bad requests (one client on loopback wrote 24 MB in 10 s) cannot fill
// the disk; the next line written counts those left out.
func TestRequestLogLimited(t *testing.T) {
	var buf bytes.Buffer
	log, _ := NewLogger(&buf, "text", slog.LevelInfo)
	now := time.Unix(1_800_000_000, 0)
	h := logRequests(log, http.NotFoundHandler(), func() time.Time { return now })
	get := func(n int) {
		for range n {
			h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/nope", nil))
		}
	}
	lines := func() []string { return strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n") }
	get(600)
	if n := len(lines()); n != 500 {
		t.Fatalf("600 bad requests at once: %d lines, want 500", n)
	}
	now = now.Add(time.Second)
	get(60)
	ls := lines()
	if len(ls) != 550 {
		t.Fatalf("60 more a second later: %d lines in all, want 550", len(ls))
	}
	if !strings.HasSuffix(ls[500], " status=404 bytes=19 encoding=\"\" ms=0 left_out=100") || strings.Contains(ls[501], "left_out") {
		t.Fatalf("the lines after the gap:\n%s\n%s", ls[500], ls[501])
	}
}
