package server

import (
	"crypto/hmac"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"strconv"
	"time"

	"noddy/protocol"
)

// TURN mints time-limited TURN credentials by the TURN REST API's scheme
// (coturn's use-auth-secret, pion/turn's LongTermTURNRESTAuthHandler):
// the user name is "expiry:tag", expiry in Unix seconds, and the
// credential is base64(HMAC-SHA1(secret, user name)). The TURN server
// holds the same secret and checks both, and the expiry, itself; no
// password is ever sent to everyone, and one that leaks lapses.
type TURN struct {
	URLs   []string // turn: and turns: URLs
	Secret []byte   // shared with the TURN server (from a file or the environment)
	// TTL is how long a credential lasts (6 h): a match and then some; a
	// seat that comes back later is given a new one in its welcome.
	TTL time.Duration
	Now func() time.Time
}

// Credential is the ICE server entry for seat of table id: the user
// name's tag is the seat's, derived from the id (so that a TURN server's
// log, or anyone on the way of its unencrypted requests, sees no table
// id), and the credential expires TTL from now.
func (t *TURN) Credential(id string, seat int) protocol.ICEServer {
	now, ttl := time.Now, t.TTL
	if t.Now != nil {
		now = t.Now
	}
	if ttl <= 0 {
		ttl = 6 * time.Hour
	}
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], uint64(seat))
	h := sha256.New()
	h.Write(t.Secret)
	h.Write([]byte(id))
	h.Write(b[:])
	tag := base64.RawURLEncoding.EncodeToString(h.Sum(nil)[:9])
	user := strconv.FormatInt(now().Add(ttl).Unix(), 10) + ":" + tag
	mac := hmac.New(sha1.New, t.Secret)
	mac.Write([]byte(user))
	return protocol.ICEServer{URLs: t.URLs, Username: user, Credential: base64.StdEncoding.EncodeToString(mac.Sum(nil))}
}
