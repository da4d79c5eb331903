package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// -stun becomes the ICE servers of voice tables, -turn with its shared
// secret the TURN credentials' maker; bad ones are refused with a message
// before anything starts, and no password is taken on the command line.
func TestICEServers(t *testing.T) {
	o := serveOptions{stun: "stun:127.0.0.1:3478, stun:stun.example:19302"}
	ice, err := o.iceServers()
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := json.Marshal(ice); string(got) != `[{"urls":["stun:127.0.0.1:3478","stun:stun.example:19302"]}]` {
		t.Fatalf("got %s", got)
	}
	if ice, err := (&serveOptions{}).iceServers(); err != nil || len(ice) != 0 {
		t.Fatalf("none: %v %v", ice, err)
	}
	secret := filepath.Join(t.TempDir(), "secret")
	os.WriteFile(secret, []byte("s3cret\n"), 0o600)
	t.Setenv(turnSecretEnv, "")
	for o, want := range map[serveOptions]string{
		{stun: "127.0.0.1:3478"}:                                       `-stun "127.0.0.1:3478": want stun:host[:port]`,
		{turn: "stun:x"}:                                               `-turn "stun:x": want turn: or turns:host[:port]`,
		{turn: "turn:x", turnTTL: time.Hour}:                           `-turn needs the TURN servers' shared secret: in -turn-secret-file or NODDY_TURN_SECRET`,
		{turnSecretFile: secret}:                                       `-turn-secret-file is for -turn`,
		{turn: "turn:x", turnSecretFile: secret + "x"}:                 `-turn-secret-file: open ` + secret + `x: no such file or directory`,
		{turn: "turn:x", turnSecretFile: secret, turnTTL: time.Second}: `-turn-ttl: at least a minute`,
		{voiceRelay: true}:                                             `-voice-relay needs -turn: with relay candidates only, every call goes through a TURN server`,
		{voiceRelay: true, stun: "stun:127.0.0.1:3478"}:                `-voice-relay needs -turn: with relay candidates only, every call goes through a TURN server`,
	} {
		if err := o.check(); err == nil || err.Error() != want {
			t.Errorf("%+v: %v, want %q", o, err, want)
		}
	}
	o = serveOptions{turn: "turns:turn.example:5349", turnSecretFile: secret, turnTTL: time.Hour}
	turn, err := o.turnConfig()
	if err != nil || string(turn.Secret) != "s3cret" || turn.URLs[0] != "turns:turn.example:5349" || turn.TTL != time.Hour {
		t.Fatalf("from the file: %+v %v", turn, err)
	}
	o.voiceRelay, o.logFormat, o.tableItems = true, "text", -1
	if err := o.check(); err != nil {
		t.Fatalf("-voice-relay with -turn: %v", err)
	}
	if err := run([]string{"-voice-relay", "-stun", "stun:127.0.0.1:3478"}); err == nil || err.Error() != `-voice-relay needs -turn: with relay candidates only, every call goes through a TURN server` {
		t.Errorf("run -voice-relay without -turn: %v", err)
	}
	o.voiceRelay = false
	t.Setenv(turnSecretEnv, "from-env")
	o.turnSecretFile = ""
	if turn, err := o.turnConfig(); err != nil || string(turn.Secret) != "from-env" {
		t.Fatalf("from the environment: %+v %v", turn, err)
	}
	if err := run([]string{"-stun", "nope"}); err == nil || err.Error() != `-stun "nope": want stun:host[:port]` {
		t.Errorf("run -stun nope: %v", err)
	}
	if err := run([]string{"-table-items", "500"}); err == nil || err.Error() != `-table-items 500: want -1 (no cap) or at least 1000 (the longest match, of seven-card cribbage, is about 400)` {
		t.Errorf("run -table-items 500: %v", err)
	}
	for _, f := range []string{"-turn-pass", "-turn-user"} {
		if err := run([]string{f, "pw"}); err == nil || !strings.Contains(err.Error(), f+" is gone: a password on the command line is seen by every user of the machine") {
			t.Errorf("run %s: %v", f, err)
		}
	}
}
