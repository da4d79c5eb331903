//go:build js

package platform

import (
	"syscall/js"

	"noddy/client"
)

// LocalTokens keeps each table's token in the browser's localStorage
// under "noddy.seat.<id>".
type LocalTokens struct{}

// tokens is the seats' token store: localStorage (in memory
// when the page may not store).
func tokens() client.Tokens {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return &client.MemTokens{}
	}
	return LocalTokens{}
}

func seatKey(table string) string { return "noddy.seat." + table }

// Token implements client.Tokens.
func (LocalTokens) Token(table string) (tok string) {
	if !client.ValidID(table) {
		return ""
	}
	defer func() {
		if recover() != nil {
			tok = ""
		}
	}()
	v := js.Global().Get("localStorage").Call("getItem", seatKey(table))
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// SetToken implements client.Tokens.
func (LocalTokens) SetToken(table, token string) {
	if !client.ValidID(table) {
		return
	}
	defer func() { recover() }() // storage denied: kept for this page only
	js.Global().Get("localStorage").Call("setItem", seatKey(table), token)
}
