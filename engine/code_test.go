package engine

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// playFirst plays m out, each seat taking its k-th legal action in turn
// (k from the script), claims cut short and declarations padded now and
// then, as fuzzAction does.
func playScript(m *Match, script []byte) {
	for i := 0; m.Phase() != PhaseOver && i < 5000; i++ {
		b := script[i%len(script)]
		a := fuzzAction(m, script, i%len(script))
		if b >= 200 {
			a = m.Legal(m.Waiting()[0])[0]
		}
		m.Apply(a)
	}
}

// Every game's match code round-trips: the replayed match has the same
// events; and every single-symbol change of a code is refused.
func TestMatchCodeRoundTrip(t *testing.T) {
	for i, r := range fuzzRules() {
		m, _ := NewMatch(r, uint64(1000+i))
		playScript(m, []byte{0, 1, 2, 7, 1, 3})
		code, err := m.Code()
		if err != nil {
			t.Fatal(err)
		}
		back, err := MatchFromCode(strings.ToLower(code))
		if err != nil {
			t.Fatalf("%s %v: %v", r.Name, r.Options, err)
		}
		if !reflect.DeepEqual(back.Events(), m.Events()) || back.Seed() != m.Seed() || !reflect.DeepEqual(back.Rules(), m.Rules()) {
			t.Fatalf("%s %v: replay differs", r.Name, r.Options)
		}
		if i < 3 {
			t.Logf("%s: %d actions, code %d symbols: %s", r.Name, len(m.Actions()), len(code), code)
		}
		// Every single-symbol change is caught.
		if i%4 == 0 {
			for p := range code {
				for _, sym := range crockford {
					if byte(sym) == code[p] {
						continue
					}
					bad := code[:p] + string(sym) + code[p+1:]
					if _, err := MatchFromCode(bad); err == nil {
						t.Fatalf("%s: %q (symbol %d changed to %c) accepted", r.Name, bad, p, sym)
					}
				}
			}
		}
	}
}

func TestMatchCodeErrors(t *testing.T) {
	m, _ := NewMatch(Noddy(), 7)
	playScript(m, []byte{0})
	code, _ := m.Code()
	for _, tc := range []struct {
		code string
		want error
	}{
		{code[:len(code)-1] + "!", ErrCodeChars},
		{"U" + code, ErrCodeChars},
		{"", ErrCodeBad},
		{code[:5] + code[len(code)-1:], ErrCodeCheck},
	} {
		_, err := MatchFromCode(tc.code)
		var ce *CodeError
		if !errors.Is(err, tc.want) || !errors.As(err, &ce) {
			t.Errorf("%q: %v; want %v", tc.code, err, tc.want)
		}
	}
	// A wrong character is named, with its place and why it is wrong.
	for _, tc := range []struct{ code, want string }{
		{code[:12] + "*" + code[13:], `"*" at 13 can only be the check symbol, the last`},
		{"u" + code, `"u" at 1 can only be the check symbol, the last`},
		{code[:4] + " " + code[4:8] + "!" + code[9:], `"!" at 10 is not in a match code`},
	} {
		_, err := MatchFromCode(tc.code)
		var ce *CodeError
		if !errors.Is(err, ErrCodeChars) || !errors.As(err, &ce) || ce.Err.Error() != tc.want {
			t.Errorf("%q: %v; want %s", tc.code, err, tc.want)
		}
	}
	r := Noddy()
	r.Target = 61
	m2, _ := NewMatch(r, 1)
	if _, err := m2.Code(); err == nil {
		t.Error("a hand-made rule set got a code")
	}
	// A code with its spaces and hyphens as a person may write it.
	spaced := code[:4] + "-" + code[4:8] + " " + code[8:]
	if back, err := MatchFromCode(spaced); err != nil || len(back.Events()) != len(m.Events()) {
		t.Errorf("spaced code: %v", err)
	}
}

// A match dealt without a cut (a shared table's next match) keeps its
// first dealer in its code; a match that cut keeps the first version's
// code, symbol for symbol.
func TestMatchCodeDealerGiven(t *testing.T) {
	for i, r := range fuzzRules() {
		for _, dealer := range []int{0, r.Seats - 1} {
			m, err := NewMatchDealing(r, uint64(2000+i), dealer)
			if err != nil {
				t.Fatal(err)
			}
			playScript(m, []byte{2, 0, 1, 5})
			code, err := m.Code()
			if err != nil {
				t.Fatalf("%s %v dealer %d: %v", r.Name, r.Options, dealer, err)
			}
			back, err := MatchFromCode(code)
			if err != nil {
				t.Fatalf("%s %v dealer %d: %v", r.Name, r.Options, dealer, err)
			}
			if !reflect.DeepEqual(back.Events(), m.Events()) || back.Winner() != m.Winner() {
				t.Fatalf("%s %v dealer %d: the replay differs", r.Name, r.Options, dealer)
			}
			if d := back.Events()[0].(Dealt); d.Dealer != dealer {
				t.Fatalf("%s: the replay's first deal by %d, want %d", r.Name, d.Dealer, dealer)
			}
			if v := code[0]; v < '8' || v > 'F' { // version 2 in the first 3 of the first 5 bits
				t.Errorf("%s: code %s does not start with version 2", r.Name, code)
			}
		}
	}
	m, _ := NewMatch(Noddy(), 7)
	playScript(m, []byte{0})
	if code, _ := m.Code(); code[0] > '7' {
		t.Errorf("a match that cut: code %s is not version 1", code)
	}
}
