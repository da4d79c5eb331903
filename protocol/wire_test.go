package protocol

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"noddy/engine"
)

// playMatch plays a whole match of du Coeur's Noddy with random legal
// actions and calls step with the match before each action.
func playMatch(t testing.TB, seed uint64, step func(m *engine.Match, a engine.Action)) *engine.Match {
	t.Helper()
	r, err := engine.Lookup("noddy", 0)
	if err != nil {
		t.Fatal(err)
	}
	return playRules(t, r, seed, step)
}

func playRules(t testing.TB, r engine.Rules, seed uint64, step func(m *engine.Match, a engine.Action)) *engine.Match {
	t.Helper()
	m, err := engine.NewMatch(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	for m.Phase() != engine.PhaseOver {
		w := m.Waiting()
		legal := m.Legal(w[rng.IntN(len(w))])
		a := legal[rng.IntN(len(legal))]
		step(m, a)
		if _, err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	step(m, engine.Action{Seat: -1})
	return m
}

// configs is every registered game at every player count, plainly and
// with each of its options alone.
func configs(t testing.TB) []engine.Rules {
	var out []engine.Rules
	for _, g := range engine.Games() {
		for _, n := range g.Players {
			for _, opts := range append([][]string{nil}, func() (o [][]string) {
				for _, x := range g.Options {
					o = append(o, []string{x})
				}
				return o
			}()...) {
				r, err := engine.Lookup(g.Name, n, opts...)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, r)
			}
		}
	}
	return out
}

func roundTripEvent(t *testing.T, e engine.Event) {
	t.Helper()
	b, err := EncodeEvent(e)
	if err != nil {
		t.Fatalf("encode %#v: %v", e, err)
	}
	got, err := DecodeEvent(b)
	if err != nil {
		t.Fatalf("decode %s: %v", b, err)
	}
	if !reflect.DeepEqual(got, e) {
		t.Fatalf("round trip of %s:\n got %#v\nwant %#v", b, got, e)
	}
}

// checkMatch round-trips every event of m (and every seat's and a
// bystander's copy) and, before each action, every view and every legal
// action of it.
func checkMatch(t *testing.T, r engine.Rules, seed uint64, kinds map[string]bool) {
	seats := []int{engine.Spectator}
	for s := range r.Seats {
		seats = append(seats, s)
	}
	m := playRules(t, r, seed, func(m *engine.Match, a engine.Action) {
		for _, s := range seats {
			v := m.View(s)
			b, err := EncodeView(v)
			if err != nil {
				t.Fatal(err)
			}
			got, err := DecodeView(b)
			if err != nil {
				t.Fatalf("decode view %s: %v", b, err)
			}
			if !reflect.DeepEqual(got, v) {
				t.Fatalf("%s view round trip:\n got %#v\nwant %#v", r.Name, got, v)
			}
			for _, la := range v.Actions {
				b, err := EncodeAction(la)
				if err != nil {
					t.Fatal(err)
				}
				got, err := DecodeAction(b)
				if err != nil || !reflect.DeepEqual(got, la) {
					t.Fatalf("action %s: got %#v, %v", b, got, err)
				}
			}
		}
	})
	for _, e := range m.Events() {
		kinds[reflect.TypeOf(e).Name()] = true
		roundTripEvent(t, e)
		for _, s := range seats {
			roundTripEvent(t, engine.Redact(e, s))
		}
	}
}

// Every event of many matches of every game, and every seat's and a
// bystander's copy, comes back equal; so do every legal action and view.
func TestRoundTripMatches(t *testing.T) {
	noddy, each := 200, 3
	if testing.Short() {
		noddy, each = 20, 1
	}
	kinds := map[string]bool{}
	r, _ := engine.Lookup("noddy", 0)
	for seed := range uint64(noddy) {
		checkMatch(t, r, seed, kinds)
	}
	for _, r := range configs(t) {
		for seed := range uint64(each) {
			checkMatch(t, r, 1000+seed, kinds)
		}
	}
	for _, k := range []string{"Cut", "Dealt", "Discarded", "StarterTurned", "Shown", "Laid", "Go", "Scored",
		"HandEnded", "Won", "SeriesEnded", "MogOffered", "CallMade", "Settled", "GameWon"} {
		if !kinds[k] {
			t.Errorf("no %s event in these matches", k)
		}
	}
}

// The events Noddy never deals still travel: one hand-made value of each.
func TestRoundTripEveryEventType(t *testing.T) {
	cs := []engine.Card{engine.NewCard(7, engine.Hearts), engine.NoCard}
	combo := []engine.Combo{{Kind: engine.Fifteen, Cards: cs[:1], Points: 2}, {Kind: engine.Run, Points: 3}}
	evs := []engine.Event{
		engine.Cut{Cards: cs, Dealer: -1},
		engine.Dealt{Deal: 2, Dealer: 1, Hands: [][]engine.Card{cs, {}, nil}, Crib: 1},
		engine.Discarded{Seat: 2, Cards: cs},
		engine.StarterTurned{Card: engine.NoCard},
		engine.Scored{Seat: 1, Combo: engine.Combo{Kind: engine.Mog, Points: 1}, Points: 1, Scores: []int{1, 2, 3}},
		engine.Shown{Seat: 3, Hand: cs, Combos: combo, Points: 5, Scores: []int{0, 5}, Crib: true, FaceUp: true, Claimed: true, Declared: true},
		engine.Laid{Seat: 0, Card: cs[0], Count: 7, Combos: []engine.Combo{}, Scores: []int{0, 0}},
		engine.Go{Seat: 1, Count: 28, NoCards: true},
		engine.ThirtyOneMade{Seat: 1},
		engine.SeriesEnded{Series: 2, Count: 31, Leader: -1},
		engine.MogOffered{Seat: 1, Offer: true},
		engine.MogReplied{Seat: 0},
		engine.MogChosen{Seat: 1, Card: engine.NoCard},
		engine.Mogged{Cards: cs},
		engine.MugginsCalled{Seat: 1, Of: 0, Crib: true, Combos: combo, Points: 3, Scores: []int{4, 5}},
		engine.CallMade{Seat: 0, Of: 1, Call: true},
		engine.Settled{Seat: 0, Hand: cs, Caller: -1, Declared: 6, True: 4, Combos: combo, Points: 2, WrongCall: 2, Scores: []int{1, 1}},
		engine.HandEnded{Deal: 3, Dealer: 0, Starter: cs[0], Hands: [][]engine.Card{cs}, Shows: [][]engine.Combo{combo, nil},
			Crib: nil, CribShow: combo, Unplayed: [][]engine.Card{{}, cs}, Scores: []int{9, 9}},
		engine.GameWon{Seat: 1, Side: 1, Scores: []int{3, 61}, GamePoints: 2, Result: engine.Fifteen, Games: []int{0, 1}},
		engine.Won{Seat: 0, Scores: []int{31, 2}, Side: 0, GamePoints: 1, Games: []int{1, 0}},
	}
	if len(evs) != len(eventTypes) {
		t.Fatalf("%d hand-made events for %d types", len(evs), len(eventTypes))
	}
	for _, e := range evs {
		roundTripEvent(t, e)
	}
}

// A hidden card is null, and a seat's redacted deal names only its own.
func TestHiddenIsNull(t *testing.T) {
	d := engine.Dealt{Deal: 1, Dealer: 0, Hands: [][]engine.Card{{0, 1, 2}, {3, 4, 5}}}
	b, _ := EncodeEvent(engine.Redact(d, 1))
	want := `{"type":"dealt","deal":1,"dealer":0,"hands":[[null,null,null],["4C","5C","6C"]],"crib":0}`
	if string(b) != want {
		t.Fatalf("got %s\nwant %s", b, want)
	}
}

// Every event type the engine declares has a wire name (a new one
// added to engine/event.go must be added to eventTypes).
func TestEveryEventTypeNamed(t *testing.T) {
	src, err := os.ReadFile("../event.go")
	if err != nil {
		t.Skip("engine/event.go not readable here:", err)
	}
	for _, m := range regexp.MustCompile(`func \((\w+)\) isEvent\(\)`).FindAllSubmatch(src, -1) {
		if _, ok := eventTypes[fieldName(string(m[1]))]; !ok {
			t.Errorf("engine.%s has no wire name", m[1])
		}
	}
}

func TestKindNamesUnique(t *testing.T) {
	seen := map[string]engine.Kind{}
	for k := range 256 {
		s := engine.Kind(k).Slug()
		if o, ok := seen[s]; ok {
			t.Fatalf("kinds %d and %d share the name %q", o, k, s)
		}
		seen[s] = engine.Kind(k)
	}
}

func TestDecodeRefuses(t *testing.T) {
	for _, in := range []string{
		``, `[]`, `{}`, `{"type":"nope"}`, `{"type":"laid","card":"1X"}`, `{"type":"laid","seat":"x"}`,
		`{"type":"laid","combos":[{"kind":"nonsense"}]}`, `{"type":"dealt","hands":[[7]]}`, `{"type":"cut","dealer":1e99}`,
	} {
		if _, err := DecodeEvent([]byte(in)); err == nil {
			t.Errorf("DecodeEvent(%s) accepted", in)
		}
	}
	for _, in := range []string{`"lay"`, `{"kind":"fly"}`, `{"card":7}`, `{"seat":99999999999999999999}`, `null`} {
		if _, err := DecodeAction([]byte(in)); err == nil {
			t.Errorf("DecodeAction(%s) accepted", in)
		}
	}
	a, err := DecodeAction([]byte(`{"card":"7H"}`))
	if err != nil || a.Kind != engine.ActLay || a.Card != engine.NewCard(7, engine.Hearts) {
		t.Fatalf("short lay: %#v %v", a, err)
	}
	if a, _ := DecodeAction([]byte(`{"kind":"lay"}`)); a.Card != engine.NoCard {
		t.Fatalf("a lay's missing card must be none, got %v", a.Card)
	}
	// An action that names no card carries the engine's zero Card, written
	// null: no reader may take it for the ace of clubs.
	b, _ := EncodeAction(engine.Action{Seat: 1, Kind: engine.ActNextGame})
	if strings.Contains(string(b), `"AC"`) {
		t.Fatalf("next-game written %s", b)
	}
}

// The protocol's messages carry events, actions and views by these codecs.
func TestMessages(t *testing.T) {
	m := playMatch(t, 3, func(*engine.Match, engine.Action) {})
	var items []Item
	for i, e := range m.Events() {
		items = append(items, Item{Seq: int64(i + 1), Kind: ItemEvent, Event: &Event{engine.Redact(e, 0)}})
	}
	v := View{m.View(0)}
	out := ServerMsg{Type: Items, Items: items, View: &v}
	b, err := json.Marshal(out)
	if err != nil {
		t.Fatal(err)
	}
	var back ServerMsg
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, out) {
		t.Fatal("server message round trip differs")
	}
	var c ClientMsg
	if err := json.Unmarshal([]byte(`{"type":"act","id":"a1","action":{"kind":"lay","card":"TS"}}`), &c); err != nil {
		t.Fatal(err)
	}
	if c.Action.Card.String() != "TS" {
		t.Fatalf("card %v", c.Action.Card)
	}
	if err := json.Unmarshal([]byte(`{"type":"act","id":"a1","action":{"kind":"lay","card":"ZZ"}}`), &c); err == nil ||
		!strings.Contains(err.Error(), "not a card") {
		t.Fatalf("bad card: %v", err)
	}
	if bytes.Contains(b, []byte(`"??"`)) {
		t.Fatal("a hidden card written as ??")
	}
}

func FuzzDecode(f *testing.F) {
	m := playMatch(f, 1, func(*engine.Match, engine.Action) {})
	for _, e := range m.Events()[:10] {
		b, _ := EncodeEvent(e)
		f.Add(b)
	}
	f.Add([]byte(`{"type":"act","id":"x","action":{"kind":"lay","card":"AS"}}`))
	f.Add([]byte(`{"seat":0,"kind":"claim","combos":[{"kind":"fifteen","cards":null,"points":2}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		if e, err := DecodeEvent(b); err == nil {
			if _, err := EncodeEvent(e); err != nil {
				// A decoded event may hold a card number the encoder
				// refuses only if decoding let it in: it must not.
				t.Fatalf("decoded %s, cannot encode: %v", b, err)
			}
		}
		if a, err := DecodeAction(b); err == nil {
			if _, err := EncodeAction(a); err != nil {
				t.Fatalf("decoded %s, cannot encode: %v", b, err)
			}
		}
		var c ClientMsg
		_ = json.Unmarshal(b, &c)
		_, _ = DecodeView(b)
	})
}
