package english

import (
	"testing"
	"time"
)

// The waiting table's time left is said in words: a countdown clock,
// "47:59:55", had been read as a time of day.
func TestTimeLeft(t *testing.T) {
	h, m, s := time.Hour, time.Minute, time.Second
	for _, c := range []struct {
		left time.Duration
		want string
	}{
		{48 * h, "about 48 hours"},
		{47*h + 59*m + 55*s, "about 48 hours"},
		{47*h + 30*m, "about 48 hours"},
		{47*h + 29*m + 59*s, "about 47 hours"},
		{2*h + 45*m, "about 3 hours"},
		{2 * h, "about 2 hours"},
		{h + 30*m, "about 2 hours"},
		{h + 29*m + 59*s, "about an hour"},
		{h, "about an hour"},
		{59*m + 59*s, "59 minutes"},
		{59 * m, "59 minutes"},
		{25*m + 30*s, "25 minutes"},
		{2 * m, "2 minutes"},
		{m + 59*s, "1 minute"},
		{m, "1 minute"},
		{59 * s, "under a minute"},
		{s, "under a minute"},
		{0, "under a minute"},
		{-5 * s, "under a minute"},
	} {
		if got := TimeLeft(c.left); got != c.want {
			t.Errorf("TimeLeft(%v) = %q, want %q", c.left, got, c.want)
		}
	}
}

func TestWaitLine(t *testing.T) {
	for _, c := range []struct {
		left time.Duration
		free int
		want string
	}{
		{47*time.Hour + 59*time.Minute + 55*time.Second, 1, "The table waits about 48 hours more for your friend, then goes."},
		{3 * time.Hour, 2, "The table waits about 3 hours more for your friends, then goes."},
		{time.Hour, 1, "The table waits about an hour more for your friend, then goes."},
		{59 * time.Minute, 1, "The table waits 59 minutes more for your friend, then goes."},
		{25 * time.Minute, 3, "The table waits 25 minutes more for your friends, then goes."},
		{30 * time.Second, 1, "The table waits under a minute more for your friend, then goes."},
		{0, 1, "The table's time is up: it goes now."},
		{-time.Second, 2, "The table's time is up: it goes now."},
	} {
		if got := WaitLine(c.left, c.free); got != c.want {
			t.Errorf("WaitLine(%v, %d) = %q, want %q", c.left, c.free, got, c.want)
		}
	}
}
