package client

import "sync"

// Tokens keeps each seat's token on this device, by table: the same link
// then puts the person straight back in their seat (a reload, a lost
// network, the game closed and opened again). In the browser they live in
// localStorage ("noddy.seat.<id>"), on the desktop in files under the
// config folder (<os.UserConfigDir>/noddy/seats/<id>): package
// scenes/platform's tokens_*.go.
type Tokens interface {
	Token(table string) string
	SetToken(table, token string)
}

// MemTokens keeps tokens in memory (tests; a page that may not store).
type MemTokens struct {
	mu sync.Mutex
	m  map[string]string
}

// Token implements Tokens.
func (m *MemTokens) Token(table string) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.m[table]
}

// SetToken implements Tokens.
func (m *MemTokens) SetToken(table, token string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.m == nil {
		m.m = map[string]string{}
	}
	m.m[table] = token
}

// ValidID reports whether id can name a stored token (a file, a storage
// key): the server's ids are base64url (22 characters for 128 bits);
// nothing else is kept.
func ValidID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, r := range id {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}
