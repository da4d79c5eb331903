package server

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"testing"
	"time"
)

// A TURN credential is the seat's, lapses TTL after it is made, and is
// new at every later second: never a static password.
func TestTURNCredential(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	turn := &TURN{URLs: []string{"turn:t.example:3478"}, Secret: []byte("s"), TTL: time.Hour, Now: func() time.Time { return now }}
	a := turn.Credential("AUX7aaaaaaaaaaaaaaaaaa", 0)
	b := turn.Credential("AUX7aaaaaaaaaaaaaaaaaa", 1)
	if a.Username != "1800003600:pCvScAk1sRqS" || b.Username == a.Username || b.Username[:11] != "1800003600:" {
		t.Fatalf("user names %q and %q", a.Username, b.Username)
	}
	mac := hmac.New(sha1.New, []byte("s"))
	mac.Write([]byte(a.Username))
	if a.Credential != base64.StdEncoding.EncodeToString(mac.Sum(nil)) || a.URLs[0] != "turn:t.example:3478" {
		t.Fatalf("credential %+v", a)
	}
	now = now.Add(time.Second)
	if c := turn.Credential("AUX7aaaaaaaaaaaaaaaaaa", 0); c.Username != "1800003601:pCvScAk1sRqS" || c.Credential == a.Credential {
		t.Fatalf("a second later: %+v", c)
	}
	if c := (&TURN{Secret: []byte("t"), TTL: time.Hour, Now: turn.Now}).Credential("AUX7aaaaaaaaaaaaaaaaaa", 0); c.Username == "1800003601:pCvScAk1sRqS" {
		t.Fatal("another secret, the same tag")
	}
}
