package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// A match code is a whole match in a short text a person can copy or read
// out: the game, its options and player count, the seed, and every action
// as its place in the list Legal gave, in as few bits as that list needs
// (a forced card costs nothing), in Crockford's base32 with a check symbol
// (the value mod 37, so any one mistyped symbol is caught). Replaying it
// gives the match.
//
// Bits, high first: version (3), game index (5), player count (3), one
// bit per option of the game, the seed and the number of actions as
// varints (groups of 7 bits, each after a continuation bit), then each
// action: its seat's place among the seats that may act (when more than
// one may), and its place in Legal(seat); a claim has one more place,
// the last, for "written in full" (a claim cut short, a declaration that
// is not the truth), followed by the action in full.
//
// Version 2 is version 1 with the first dealer (3 bits) after the
// options, for a match dealt without a cut (NewMatchDealing: a shared
// table's next match); a match that cut for its dealer keeps version 1,
// so every code written before still reads the same.

const (
	codeVersion       = 1
	codeVersionDealer = 2
)

// crockford is Crockford's base32 alphabet; the check symbol may also be
// one of the five after it (a value mod 37).
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ*~$=U"

// The reasons a code is refused, for errors.Is.
var (
	ErrCodeChars = errors.New("the code has a character that is not in a match code")
	ErrCodeCheck = errors.New("the code's check symbol does not match: a character is mistyped")
	ErrCodeBad   = errors.New("the code does not describe a match")
)

// CodeError is a match code that cannot be read; Err is, or wraps, one of
// ErrCode* (errors.Is).
type CodeError struct {
	Code string
	Err  error
	Why  string
}

func (e *CodeError) Error() string {
	s := fmt.Sprintf("match code %q: %v", e.Code, e.Err)
	if e.Why != "" {
		s += " (" + e.Why + ")"
	}
	return s
}

func (e *CodeError) Unwrap() error { return e.Err }

// charError is ErrCodeChars for one character, saying which, where and
// why: the check alphabet's last five are letters of a code too, but only
// as its last symbol, so "not in a match code" would mislead.
type charError struct {
	ch        rune
	at        int // 1-based, in the code as written
	checkOnly bool
}

func (e *charError) Error() string {
	if e.checkOnly {
		return fmt.Sprintf("%q at %d can only be the check symbol, the last", string(e.ch), e.at)
	}
	return fmt.Sprintf("%q at %d is not in a match code", string(e.ch), e.at)
}

func (e *charError) Is(target error) bool { return target == ErrCodeChars }

// Code returns m's match code: the game, options, seed and every action so
// far. It fails for a rule set that is not a registered game as given
// (one with a target changed by hand, say).
func (m *Match) Code() (string, error) {
	gi := slices.IndexFunc(registry, func(g Game) bool { return g.Name == m.rules.Name })
	if gi < 0 {
		return "", fmt.Errorf("match code: %q is not a registered game", m.rules.Name)
	}
	g := registry[gi]
	mask := uint64(0)
	for _, o := range m.rules.Options {
		mask |= 1 << slices.Index(g.Options, o)
	}
	want, err := Lookup(g.Name, m.rules.Seats, m.rules.Options...)
	if err != nil || want.Target != m.rules.Target || want.GamesToWin != m.rules.GamesToWin {
		return "", fmt.Errorf("match code: the rule set is not %s as registered", g.Name)
	}
	var w bitWriter
	ver := uint64(codeVersion)
	if m.dealtBy >= 0 {
		ver = codeVersionDealer
	}
	w.put(ver, 3)
	w.put(uint64(gi), 5)
	w.put(uint64(m.rules.Seats), 3)
	w.put(mask, len(g.Options))
	if m.dealtBy >= 0 {
		w.put(uint64(m.dealtBy), 3)
	}
	w.varint(m.seed)
	w.varint(uint64(len(m.actions)))
	r, _ := m.Restart()
	for _, a := range m.actions {
		waiting := r.Waiting()
		w.choice(slices.Index(waiting, a.Seat), len(waiting))
		legal := r.Legal(a.Seat)
		i := slices.IndexFunc(legal, a.Equal)
		if a.Kind == ActClaim {
			if i < 0 {
				i = len(legal)
			}
			w.choice(i, len(legal)+1)
			if i == len(legal) {
				putAction(w.varint, a)
			}
		} else {
			w.choice(i, len(legal))
		}
		if _, err := r.Apply(a); err != nil {
			return "", fmt.Errorf("match code: replay refused %v: %w", a, err)
		}
	}
	return toBase32(w.bytes()), nil
}

// bitWriter packs fields high bit first.
type bitWriter struct {
	b    []byte
	bits int
}

func (w *bitWriter) put(x uint64, n int) {
	for i := n - 1; i >= 0; i-- {
		if w.bits%8 == 0 {
			w.b = append(w.b, 0)
		}
		if x>>i&1 != 0 {
			w.b[len(w.b)-1] |= 0x80 >> (w.bits % 8)
		}
		w.bits++
	}
}

// varint writes x in groups of 7 bits, each after a bit saying whether
// another follows.
func (w *bitWriter) varint(x uint64) {
	for {
		g := x & 0x7f
		x >>= 7
		w.put(boolBit(x != 0), 1)
		w.put(g, 7)
		if x == 0 {
			return
		}
	}
}

// choice writes i of n in the fewest bits that hold n values.
func (w *bitWriter) choice(i, n int) { w.put(uint64(i), widthOf(n)) }

func (w *bitWriter) bytes() []byte { return w.b }

func boolBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// widthOf is the bits needed for n values: 0 for one.
func widthOf(n int) int {
	k := 0
	for 1<<k < n {
		k++
	}
	return k
}

type bitReader struct {
	b    []byte
	bits int
}

func (r *bitReader) get(n int) (uint64, bool) {
	var x uint64
	for range n {
		if r.bits >= 8*len(r.b) {
			return 0, false
		}
		x = x<<1 | uint64(r.b[r.bits/8]>>(7-r.bits%8)&1)
		r.bits++
	}
	return x, true
}

func (r *bitReader) varint() (uint64, bool) {
	var x uint64
	for shift := 0; shift < 64; shift += 7 {
		more, ok1 := r.get(1)
		g, ok2 := r.get(7)
		if !ok1 || !ok2 {
			return 0, false
		}
		x |= g << shift
		if more == 0 {
			return x, true
		}
	}
	return 0, false
}

// rest reports whether only padding (fewer than 8 zero bits) is left.
func (r *bitReader) rest() bool {
	if 8*len(r.b)-r.bits >= 8 {
		return false
	}
	x, _ := r.get(8*len(r.b) - r.bits)
	return x == 0
}

// putAction writes an action in full: kind, card, yes, cards, combos.
func putAction(put func(uint64), a Action) {
	put(uint64(a.Kind))
	put(uint64(a.Card))
	if a.Yes {
		put(1)
	} else {
		put(0)
	}
	put(uint64(len(a.Cards)))
	for _, c := range a.Cards {
		put(uint64(c))
	}
	put(uint64(len(a.Combos)))
	for _, c := range a.Combos {
		put(uint64(c.Kind))
		put(uint64(c.Points))
		put(uint64(len(c.Cards)))
		for _, x := range c.Cards {
			put(uint64(x))
		}
	}
}

// MatchFromCode replays a match code: the match as it stands after its
// actions. A code with a character not in the alphabet, a wrong check
// symbol, or contents that are not a match gives a *CodeError. Case,
// spaces and hyphens are ignored.
func MatchFromCode(code string) (*Match, error) {
	fail := func(err error, why string) (*Match, error) { return nil, &CodeError{Code: code, Err: err, Why: why} }
	b, err := fromBase32(code)
	if err != nil {
		return fail(err, "")
	}
	rd := &bitReader{b: b}
	ver, _ := rd.get(3)
	gi, _ := rd.get(5)
	seats, ok := rd.get(3)
	if !ok {
		return fail(ErrCodeBad, "too short")
	}
	if ver != codeVersion && ver != codeVersionDealer {
		return fail(ErrCodeBad, fmt.Sprintf("version %d", ver))
	}
	if gi >= uint64(len(registry)) {
		return fail(ErrCodeBad, "no such game")
	}
	g := registry[gi]
	mask, ok := rd.get(len(g.Options))
	var dealer uint64
	if ver == codeVersionDealer {
		var okD bool
		dealer, okD = rd.get(3)
		ok = ok && okD
	}
	var opts []string
	for i, o := range g.Options {
		if mask>>i&1 != 0 {
			opts = append(opts, o)
		}
	}
	seed, ok2 := rd.varint()
	n, ok3 := rd.varint()
	if !ok || !ok2 || !ok3 {
		return fail(ErrCodeBad, "too short")
	}
	r, err := Lookup(g.Name, int(seats), opts...)
	if err != nil {
		return fail(ErrCodeBad, err.Error())
	}
	var m *Match
	if ver == codeVersionDealer {
		m, err = NewMatchDealing(r, seed, int(dealer))
	} else {
		m, err = NewMatch(r, seed)
	}
	if err != nil {
		return fail(ErrCodeBad, err.Error())
	}
	if n > 100000 {
		return fail(ErrCodeBad, "too many actions")
	}
	for k := uint64(0); k < n; k++ {
		waiting := m.Waiting()
		if len(waiting) == 0 {
			return fail(ErrCodeBad, "actions after the end")
		}
		si, ok := rd.get(widthOf(len(waiting)))
		if !ok || si >= uint64(len(waiting)) {
			return fail(ErrCodeBad, fmt.Sprintf("action %d's seat", k+1))
		}
		seat := waiting[si]
		legal := m.Legal(seat)
		choices := len(legal)
		if m.Phase() == PhaseClaim {
			choices++
		}
		idx, ok := rd.get(widthOf(choices))
		if !ok || idx >= uint64(choices) {
			return fail(ErrCodeBad, fmt.Sprintf("action %d is not legal", k+1))
		}
		var a Action
		if idx < uint64(len(legal)) {
			a = legal[idx]
		} else if a, ok = getAction(rd.varint, seat); !ok {
			return fail(ErrCodeBad, "an action")
		}
		if _, err := m.Apply(a); err != nil {
			return fail(ErrCodeBad, fmt.Sprintf("action %d: %v", k+1, err))
		}
	}
	if !rd.rest() {
		return fail(ErrCodeBad, "trailing bits")
	}
	return m, nil
}

func getAction(get func() (uint64, bool), seat int) (Action, bool) {
	a := Action{Seat: seat}
	var x [4]uint64
	for i := range x[:3] {
		var ok bool
		if x[i], ok = get(); !ok {
			return a, false
		}
	}
	a.Kind, a.Card, a.Yes = ActionKind(x[0]), Card(x[1]), x[2] == 1
	n, ok := get()
	if !ok || n > 52 {
		return a, false
	}
	for range n {
		c, ok := get()
		if !ok {
			return a, false
		}
		a.Cards = append(a.Cards, Card(c))
	}
	n, ok = get()
	if !ok || n > 64 {
		return a, false
	}
	for range n {
		var cb Combo
		k, ok1 := get()
		p, ok2 := get()
		nc, ok3 := get()
		if !ok1 || !ok2 || !ok3 || nc > 8 || p > 64 {
			return a, false
		}
		cb.Kind, cb.Points = Kind(k), int(p)
		for range nc {
			c, ok := get()
			if !ok {
				return a, false
			}
			cb.Cards = append(cb.Cards, Card(c))
		}
		a.Combos = append(a.Combos, cb)
	}
	return a, true
}

// toBase32 writes b as base32 symbols (5 bits each, high bits first) and
// the check symbol: the value of the symbols mod 37.
func toBase32(b []byte) string {
	var out strings.Builder
	acc, bits := uint32(0), 0
	check := 0
	emit := func(v uint32) {
		out.WriteByte(crockford[v])
		check = (check*32 + int(v)) % 37
	}
	for _, c := range b {
		acc = acc<<8 | uint32(c)
		bits += 8
		for bits >= 5 {
			bits -= 5
			emit(acc >> bits & 31)
		}
	}
	if bits > 0 {
		emit(acc << (5 - bits) & 31)
	}
	out.WriteByte(crockford[check])
	return out.String()
}

func fromBase32(code string) ([]byte, error) {
	var vals, at []int
	var chars []rune
	n := 0
	for _, r := range code {
		n++
		if r == ' ' || r == '-' {
			continue
		}
		i := strings.IndexRune(crockford, unicode.ToUpper(r))
		if i < 0 {
			return nil, &charError{ch: r, at: n}
		}
		vals, at, chars = append(vals, i), append(at, n), append(chars, r)
	}
	if len(vals) < 2 {
		return nil, ErrCodeBad
	}
	body, sum := vals[:len(vals)-1], vals[len(vals)-1]
	check := 0
	for k, v := range body {
		if v >= 32 {
			return nil, &charError{ch: chars[k], at: at[k], checkOnly: true}
		}
		check = (check*32 + v) % 37
	}
	if check != sum {
		return nil, ErrCodeCheck
	}
	var out []byte
	acc, bits := uint32(0), 0
	for _, v := range body {
		acc = acc<<5 | uint32(v)
		bits += 5
		if bits >= 8 {
			bits -= 8
			out = append(out, byte(acc>>bits))
		}
	}
	return out, nil
}
