package main

import (
	"encoding/json"
	"testing"
)

// -stun and -turn become the ICE servers of voice tables; bad ones are
// refused with a message before anything starts.
func TestICEServers(t *testing.T) {
	o := serveOptions{stun: "stun:127.0.0.1:3478, stun:stun.example:19302", turn: "turns:turn.example:5349", turnUser: "ann", turnPass: "pw"}
	ice, err := o.iceServers()
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := json.Marshal(ice); string(got) != `[{"urls":["stun:127.0.0.1:3478","stun:stun.example:19302"]},{"urls":["turns:turn.example:5349"],"username":"ann","credential":"pw"}]` {
		t.Fatalf("got %s", got)
	}
	if ice, err := (serveOptions{}).iceServers(); err != nil || len(ice) != 0 {
		t.Fatalf("none: %v %v", ice, err)
	}
	for o, want := range map[serveOptions]string{
		{stun: "127.0.0.1:3478"}:          `-stun "127.0.0.1:3478": want stun:host[:port]`,
		{turn: "stun:x"}:                  `-turn "stun:x": want turn: or turns:host[:port]`,
		{turn: "turn:x"}:                  `-turn needs -turn-user and -turn-pass`,
		{turnUser: "ann", turnPass: "pw"}: `-turn-user and -turn-pass are for -turn`,
		{turn: "turn:x", turnUser: "ann"}: `-turn needs -turn-user and -turn-pass`,
	} {
		if _, err := o.iceServers(); err == nil || err.Error() != want {
			t.Errorf("%+v: %v, want %q", o, err, want)
		}
	}
	if err := run([]string{"-stun", "nope"}); err == nil || err.Error() != `-stun "nope": want stun:host[:port]` {
		t.Errorf("run -stun nope: %v", err)
	}
}
