package record

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// The record file's JSON, read and written by hand for its one shape:
// encoding/json costs the browser build about 100 KB of its gzip (the
// settings left JSON for the same reason), and the record needs none of
// its generality. The file is the same JSON (docs/RECORD.md); unknown
// fields are refused, as before.

// tallyInts are a tally's whole-number fields by their names in the file.
func tallyInts(t *Tally) []struct {
	name string
	p    *int
} {
	return []struct {
		name string
		p    *int
	}{
		{"played", &t.Played}, {"won", &t.Won}, {"games_won", &t.GamesWon}, {"games_lost", &t.GamesLost},
		{"skunks", &t.Skunks}, {"skunked", &t.Skunked}, {"lurches", &t.Lurches}, {"lurched", &t.Lurched},
		{"streak", &t.Streak}, {"longest", &t.Longest}, {"deals", &t.Deals}, {"shows", &t.Shows},
		{"hand_pts", &t.HandPts}, {"crib_pts", &t.CribPts}, {"best_show", &t.BestShow}, {"count_pts", &t.CountPts},
		{"decisions", &t.Decisions}, {"agreed", &t.Agreed}, {"good_plays", &t.GoodPlays},
	}
}

// encodeRecord writes r as indented JSON (one space a level).
func encodeRecord(r *Record) []byte {
	var b strings.Builder
	b.WriteString("{\n \"version\": " + strconv.Itoa(r.Version) + ",\n \"tallies\": ")
	if r.Tallies == nil {
		b.WriteString("null")
	} else {
		b.WriteString("[")
		for i, t := range r.Tallies {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString("\n  {\n   \"game\": " + jsonString(t.Game))
			if len(t.Options) > 0 {
				b.WriteString(",\n   \"options\": [")
				for k, o := range t.Options {
					if k > 0 {
						b.WriteString(", ")
					}
					b.WriteString(jsonString(o))
				}
				b.WriteString("]")
			}
			b.WriteString(",\n   \"level\": " + jsonString(t.Level))
			for _, f := range tallyInts(t) {
				b.WriteString(",\n   \"" + f.name + "\": " + strconv.Itoa(*f.p))
			}
			b.WriteString("\n  }")
		}
		if len(r.Tallies) > 0 {
			b.WriteString("\n ")
		}
		b.WriteString("]")
	}
	b.WriteString(",\n \"recent\": ")
	if r.Recent == nil {
		b.WriteString("null")
	} else {
		b.WriteString("[")
		for i, x := range r.Recent {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString("\n  {\"game\": " + jsonString(x.Game) + ", \"level\": " + jsonString(x.Level) +
				", \"won\": " + strconv.FormatBool(x.Won) + ", \"mine\": " + strconv.Itoa(x.Mine) +
				", \"theirs\": " + strconv.Itoa(x.Best))
			if x.Code != "" {
				b.WriteString(", \"code\": " + jsonString(x.Code))
			}
			b.WriteString(", \"when\": " + strconv.FormatInt(x.When, 10) + "}")
		}
		if len(r.Recent) > 0 {
			b.WriteString("\n ")
		}
		b.WriteString("]")
	}
	b.WriteString("\n}\n")
	return []byte(b.String())
}

func jsonString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20:
			b.WriteString(`\u00`)
			b.WriteByte("0123456789abcdef"[r>>4])
			b.WriteByte("0123456789abcdef"[r&15])
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// jv is a JSON value: kind is one of "{[\"0tfn" (object, array, string,
// number, true, false, null).
type jv struct {
	kind byte
	s    string // a string, or a number's text
	arr  []jv
	keys []string
	vals []jv
}

type jsonReader struct {
	b []byte
	i int
}

func parseJSON(b []byte) (jv, error) {
	r := &jsonReader{b: b}
	v, err := r.value(0)
	if err != nil {
		return jv{}, err
	}
	if r.skip(); r.i != len(r.b) {
		return jv{}, r.fail("text after the value")
	}
	return v, nil
}

func (r *jsonReader) fail(why string) error {
	return errors.New("invalid JSON at byte " + strconv.Itoa(r.i) + ": " + why)
}

func (r *jsonReader) skip() {
	for r.i < len(r.b) && (r.b[r.i] == ' ' || r.b[r.i] == '\n' || r.b[r.i] == '\r' || r.b[r.i] == '\t') {
		r.i++
	}
}

func (r *jsonReader) value(depth int) (jv, error) {
	if depth > 64 {
		return jv{}, r.fail("nested too deep")
	}
	r.skip()
	if r.i >= len(r.b) {
		return jv{}, r.fail("unexpected end")
	}
	switch c := r.b[r.i]; {
	case c == '{':
		r.i++
		v := jv{kind: '{'}
		r.skip()
		if r.i < len(r.b) && r.b[r.i] == '}' {
			r.i++
			return v, nil
		}
		for {
			r.skip()
			if r.i >= len(r.b) || r.b[r.i] != '"' {
				return jv{}, r.fail("want a name")
			}
			k, err := r.str()
			if err != nil {
				return jv{}, err
			}
			r.skip()
			if r.i >= len(r.b) || r.b[r.i] != ':' {
				return jv{}, r.fail("want ':'")
			}
			r.i++
			x, err := r.value(depth + 1)
			if err != nil {
				return jv{}, err
			}
			v.keys, v.vals = append(v.keys, k), append(v.vals, x)
			r.skip()
			if r.i < len(r.b) && r.b[r.i] == ',' {
				r.i++
				continue
			}
			if r.i < len(r.b) && r.b[r.i] == '}' {
				r.i++
				return v, nil
			}
			return jv{}, r.fail("want ',' or '}'")
		}
	case c == '[':
		r.i++
		v := jv{kind: '['}
		r.skip()
		if r.i < len(r.b) && r.b[r.i] == ']' {
			r.i++
			return v, nil
		}
		for {
			x, err := r.value(depth + 1)
			if err != nil {
				return jv{}, err
			}
			v.arr = append(v.arr, x)
			r.skip()
			if r.i < len(r.b) && r.b[r.i] == ',' {
				r.i++
				continue
			}
			if r.i < len(r.b) && r.b[r.i] == ']' {
				r.i++
				return v, nil
			}
			return jv{}, r.fail("want ',' or ']'")
		}
	case c == '"':
		s, err := r.str()
		return jv{kind: '"', s: s}, err
	case c == '-' || c >= '0' && c <= '9':
		j := r.i
		for r.i < len(r.b) && strings.IndexByte("+-0123456789.eE", r.b[r.i]) >= 0 {
			r.i++
		}
		return jv{kind: '0', s: string(r.b[j:r.i])}, nil
	}
	for _, w := range []string{"true", "false", "null"} {
		if strings.HasPrefix(string(r.b[r.i:]), w) {
			r.i += len(w)
			return jv{kind: w[0]}, nil
		}
	}
	return jv{}, r.fail("unexpected character")
}

func (r *jsonReader) str() (string, error) {
	r.i++ // the quote
	var b strings.Builder
	for r.i < len(r.b) {
		c := r.b[r.i]
		switch {
		case c == '"':
			r.i++
			return b.String(), nil
		case c < 0x20:
			return "", r.fail("a control character in a string")
		case c == '\\':
			if r.i+1 >= len(r.b) {
				return "", r.fail("unexpected end")
			}
			e := r.b[r.i+1]
			r.i += 2
			switch e {
			case '"', '\\', '/':
				b.WriteByte(e)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'u':
				x, ok := r.hex4()
				if !ok {
					return "", r.fail("a bad \\u escape")
				}
				if utf16.IsSurrogate(rune(x)) && r.i+1 < len(r.b) && r.b[r.i] == '\\' && r.b[r.i+1] == 'u' {
					r.i += 2
					y, ok := r.hex4()
					if !ok {
						return "", r.fail("a bad \\u escape")
					}
					b.WriteRune(utf16.DecodeRune(rune(x), rune(y)))
				} else {
					b.WriteRune(rune(x))
				}
			default:
				return "", r.fail("a bad escape")
			}
		default:
			ru, n := utf8.DecodeRune(r.b[r.i:])
			b.WriteRune(ru)
			r.i += n
		}
	}
	return "", r.fail("an unended string")
}

func (r *jsonReader) hex4() (int, bool) {
	if r.i+4 > len(r.b) {
		return 0, false
	}
	x, err := strconv.ParseUint(string(r.b[r.i:r.i+4]), 16, 16)
	r.i += 4
	return int(x), err == nil
}

// field is an object's value for name.
func (v jv) field(name string) (jv, bool) {
	for i, k := range v.keys {
		if k == name {
			return v.vals[i], true
		}
	}
	return jv{}, false
}

// decodeInto fills r from the parsed file v, refusing unknown fields and
// values of the wrong kind.
func decodeInto(v jv, r *Record) error {
	if v.kind != '{' {
		return errors.New("the file is not a JSON object")
	}
	for i, k := range v.keys {
		x := v.vals[i]
		switch k {
		case "version":
			n, err := jsonInt(x, k)
			if err != nil {
				return err
			}
			r.Version = int(n)
		case "tallies":
			if x.kind == 'n' {
				r.Tallies = nil
				continue
			}
			if x.kind != '[' {
				return errors.New("tallies: not a list")
			}
			r.Tallies = []*Tally{}
			for _, e := range x.arr {
				if e.kind == 'n' {
					r.Tallies = append(r.Tallies, nil)
					continue
				}
				t := &Tally{}
				if err := decodeTally(e, t); err != nil {
					return err
				}
				r.Tallies = append(r.Tallies, t)
			}
		case "recent":
			if x.kind == 'n' {
				r.Recent = nil
				continue
			}
			if x.kind != '[' {
				return errors.New("recent: not a list")
			}
			r.Recent = []Result{}
			for _, e := range x.arr {
				var res Result
				if err := decodeResult(e, &res); err != nil {
					return err
				}
				r.Recent = append(r.Recent, res)
			}
		default:
			return errors.New("unknown field " + strconv.Quote(k))
		}
	}
	return nil
}

func decodeTally(v jv, t *Tally) error {
	if v.kind != '{' {
		return errors.New("a tally is not an object")
	}
	ints := tallyInts(t)
next:
	for i, k := range v.keys {
		x := v.vals[i]
		var err error
		switch k {
		case "game":
			t.Game, err = jsonStr(x, k)
		case "level":
			t.Level, err = jsonStr(x, k)
		case "options":
			if x.kind == 'n' {
				continue
			}
			if x.kind != '[' {
				return errors.New("options: not a list")
			}
			t.Options = []string{}
			for _, e := range x.arr {
				s, err := jsonStr(e, k)
				if err != nil {
					return err
				}
				t.Options = append(t.Options, s)
			}
		default:
			for _, f := range ints {
				if f.name == k {
					n, err := jsonInt(x, k)
					if err != nil {
						return err
					}
					*f.p = int(n)
					continue next
				}
			}
			return errors.New("unknown field " + strconv.Quote(k) + " in a tally")
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func decodeResult(v jv, res *Result) error {
	if v.kind != '{' {
		return errors.New("a recent match is not an object")
	}
	for i, k := range v.keys {
		x := v.vals[i]
		var err error
		var n int64
		switch k {
		case "game":
			res.Game, err = jsonStr(x, k)
		case "level":
			res.Level, err = jsonStr(x, k)
		case "code":
			res.Code, err = jsonStr(x, k)
		case "won":
			switch x.kind {
			case 't', 'f':
				res.Won = x.kind == 't'
			default:
				err = errors.New("won: not true or false")
			}
		case "mine":
			n, err = jsonInt(x, k)
			res.Mine = int(n)
		case "theirs":
			n, err = jsonInt(x, k)
			res.Best = int(n)
		case "when":
			res.When, err = jsonInt(x, k)
		default:
			return errors.New("unknown field " + strconv.Quote(k) + " in a recent match")
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func jsonStr(v jv, name string) (string, error) {
	switch v.kind {
	case '"':
		return v.s, nil
	case 'n':
		return "", nil
	}
	return "", errors.New(name + ": not a string")
}

func jsonInt(v jv, name string) (int64, error) {
	if v.kind == 'n' {
		return 0, nil
	}
	if v.kind != '0' {
		return 0, errors.New(name + ": not a number")
	}
	n, err := strconv.ParseInt(v.s, 10, 64)
	if err != nil {
		return 0, errors.New(name + ": not a whole number")
	}
	return n, nil
}
