// Package protocol is the shared table's wire format: the engine's values
// (cards, combinations, actions, events, views) as versioned JSON, both
// ways, and the messages of the table protocol (docs/PROTOCOL.md).
//
// It is pure Go over encoding/json, with no I/O, because the browser
// build imports it. The encoding is seat-generic: hands are lists by
// seat, scores lists by side, and a card a seat may not see is null.
// Decoding gives back a value reflect.DeepEqual to the one encoded (nil
// and empty lists stay apart), so a client that decodes a stream holds
// exactly the events the server's engine produced for its seat.
package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"sync"
	"unicode"
	"unicode/utf8"

	"noddy/engine"
)

// Version is the protocol's version: it changes when a message or a
// value changes meaning, not when one is added. 2: a presence item
// carries no text (the client words it: engine/english.Presence). A
// server speaks every version from MinVersion on, each to the client
// that said it in its hello.
const (
	Version    = 2
	MinVersion = 1
)

// The engine's values are walked by reflection, so a field added to an
// event travels without a change here; the few named types below are the
// exceptions, written as the words people and scripts read.
var (
	cardType    = reflect.TypeFor[engine.Card]()
	kindType    = reflect.TypeFor[engine.Kind]()
	actKindType = reflect.TypeFor[engine.ActionKind]()
	phaseType   = reflect.TypeFor[engine.Phase]()
	rulesType   = reflect.TypeFor[engine.Rules]()
	actionType  = reflect.TypeFor[engine.Action]()
)

// takesCard reports whether an action of kind k names a card. Others
// carry the zero Card (the ace of clubs, to the engine's Legal): it is
// written null so that no reader takes it for a card, and read back as
// zero so that a decoded action equals the engine's.
func takesCard(k engine.ActionKind) bool { return k == engine.ActLay || k == engine.ActMogPass }

var (
	cardByName  = map[string]engine.Card{}
	kindByName  = map[string]engine.Kind{}
	phaseByName = map[string]engine.Phase{}
)

func init() {
	for c := engine.Card(0); c < 52; c++ {
		cardByName[c.String()] = c
	}
	for k := range 256 {
		kindByName[engine.Kind(k).Slug()] = engine.Kind(k)
	}
	for p := range 256 {
		if s := engine.Phase(p).String(); s != "Phase(?)" {
			phaseByName[s] = engine.Phase(p)
		}
	}
}

// fieldName is a Go field's JSON name: its first letter lowered.
func fieldName(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// field is one struct field the codec writes: its index, its JSON name
// and that name already quoted with its colon.
type field struct {
	index int
	name  string
	key   string
	card  bool
}

var fieldCache sync.Map // reflect.Type → []field

func fieldsOf(t reflect.Type) []field {
	if fs, ok := fieldCache.Load(t); ok {
		return fs.([]field)
	}
	var fs []field
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() || f.Type.Kind() == reflect.Interface {
			continue
		}
		n := fieldName(f.Name)
		fs = append(fs, field{index: i, name: n, key: strconv.Quote(n) + ":", card: f.Type == cardType})
	}
	fieldCache.Store(t, fs)
	return fs
}

// rulesJSON is a rule set as the registry names it; the decoder rebuilds
// the rules (scoring included) with engine.Lookup.
type rulesJSON struct {
	Game    string   `json:"game"`
	Players int      `json:"players"`
	Options []string `json:"options"`
	Target  int      `json:"target"`
}

func appendValue(b []byte, v reflect.Value) ([]byte, error) {
	switch v.Type() {
	case cardType:
		c := engine.Card(v.Uint())
		if c == engine.NoCard {
			return append(b, "null"...), nil
		}
		if !c.Valid() {
			return nil, fmt.Errorf("wire: card %d is not a card", uint8(c))
		}
		return append(append(append(b, '"'), c.String()...), '"'), nil
	case kindType:
		k := engine.Kind(v.Uint())
		if k == 0 {
			return append(b, "null"...), nil
		}
		return strconv.AppendQuote(b, k.Slug()), nil
	case actKindType:
		k := engine.ActionKind(v.Uint())
		if _, ok := engine.ParseActionKind(k.String()); !ok {
			return nil, fmt.Errorf("wire: unknown action kind %d", uint8(k))
		}
		return strconv.AppendQuote(b, k.String()), nil
	case phaseType:
		p := engine.Phase(v.Uint())
		if _, ok := phaseByName[p.String()]; !ok {
			return nil, fmt.Errorf("wire: unknown phase %d", uint8(p))
		}
		return strconv.AppendQuote(b, p.String()), nil
	case actionType:
		a := v.Interface().(engine.Action)
		if !takesCard(a.Kind) && a.Card == 0 {
			a.Card = engine.NoCard
			v = reflect.ValueOf(a)
		}
		return appendFields(append(b, '{'), v, true)
	case rulesType:
		r := v.Interface().(engine.Rules)
		j, err := json.Marshal(rulesJSON{Game: r.Name, Players: r.Seats, Options: r.Options, Target: r.Target})
		return append(b, j...), err
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(b, v.Int(), 10), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.AppendUint(b, v.Uint(), 10), nil
	case reflect.Bool:
		return strconv.AppendBool(b, v.Bool()), nil
	case reflect.String:
		j, err := json.Marshal(v.String())
		return append(b, j...), err
	case reflect.Slice:
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		b = append(b, '[')
		for i := range v.Len() {
			if i > 0 {
				b = append(b, ',')
			}
			var err error
			if b, err = appendValue(b, v.Index(i)); err != nil {
				return nil, err
			}
		}
		return append(b, ']'), nil
	case reflect.Struct:
		return appendFields(append(b, '{'), v, true)
	}
	return nil, fmt.Errorf("wire: cannot encode %s", v.Type())
}

// appendFields writes v's exported fields (closing the object); first
// says whether no field has been written yet.
func appendFields(b []byte, v reflect.Value, first bool) ([]byte, error) {
	for _, f := range fieldsOf(v.Type()) {
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(b, f.key...)
		var err error
		if b, err = appendValue(b, v.Field(f.index)); err != nil {
			return nil, err
		}
	}
	return append(b, '}'), nil
}

// decodeValue parses data once into a tree (numbers kept as text) and
// fills v from it: parsing each nested value again would cost a view
// its size times its depth.
func decodeValue(data []byte, v reflect.Value) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var node any
	if err := d.Decode(&node); err != nil {
		return fmt.Errorf("wire: not JSON: %v", err)
	}
	if d.More() {
		return errors.New("wire: more than one JSON value")
	}
	return decodeNode(node, v)
}

func decodeNode(node any, v reflect.Value) error {
	str, isStr := node.(string)
	switch v.Type() {
	case cardType:
		if node == nil {
			v.SetUint(uint64(engine.NoCard))
			return nil
		}
		if !isStr {
			return fmt.Errorf("wire: a card must be a string like \"7H\" or null")
		}
		c, ok := cardByName[str]
		if !ok {
			return fmt.Errorf("wire: %q is not a card (rank A 2-9 T J Q K, suit C D H S)", short(str))
		}
		v.SetUint(uint64(c))
		return nil
	case kindType:
		if node == nil {
			v.SetUint(0)
			return nil
		}
		k, ok := kindByName[str]
		if !isStr || !ok || k == 0 {
			return fmt.Errorf("wire: %v is not a kind of combination", shortNode(node))
		}
		v.SetUint(uint64(k))
		return nil
	case actKindType:
		k, ok := engine.ParseActionKind(str)
		if !isStr || !ok {
			return fmt.Errorf("wire: %v is not a kind of action", shortNode(node))
		}
		v.SetUint(uint64(k))
		return nil
	case phaseType:
		p, ok := phaseByName[str]
		if !isStr || !ok {
			return fmt.Errorf("wire: %v is not a phase", shortNode(node))
		}
		v.SetUint(uint64(p))
		return nil
	case actionType:
		o, ok := node.(map[string]any)
		if !ok {
			return fmt.Errorf("wire: %v is not an action object", shortNode(node))
		}
		if err := decodeFields(o, v); err != nil {
			return err
		}
		if a := v.Addr().Interface().(*engine.Action); !takesCard(a.Kind) && a.Card == engine.NoCard {
			a.Card = 0
		}
		return nil
	case rulesType:
		o, ok := node.(map[string]any)
		if !ok {
			return errors.New("wire: rules must be an object")
		}
		var j rulesJSON
		rv := reflect.ValueOf(&j).Elem()
		for i, name := range []string{"game", "players", "options", "target"} {
			if x, ok := o[name]; ok {
				if err := decodeNode(x, rv.Field(i)); err != nil {
					return fmt.Errorf("rules: %w", err)
				}
			}
		}
		r, err := engine.Lookup(j.Game, j.Players, j.Options...)
		if err != nil {
			return err
		}
		if j.Target != 0 {
			r.Target = j.Target
		}
		v.Set(reflect.ValueOf(r))
		return nil
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if node == nil {
			v.SetInt(0)
			return nil
		}
		num, ok := node.(json.Number)
		n, err := strconv.ParseInt(string(num), 10, 64)
		if !ok || err != nil || v.OverflowInt(n) {
			return fmt.Errorf("wire: %v is not an integer of %s", shortNode(node), v.Type())
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if node == nil {
			v.SetUint(0)
			return nil
		}
		num, ok := node.(json.Number)
		n, err := strconv.ParseUint(string(num), 10, 64)
		if !ok || err != nil || v.OverflowUint(n) {
			return fmt.Errorf("wire: %v is not an integer of %s", shortNode(node), v.Type())
		}
		v.SetUint(n)
	case reflect.Bool:
		b, ok := node.(bool)
		if !ok && node != nil {
			return fmt.Errorf("wire: %v is not true or false", shortNode(node))
		}
		v.SetBool(b)
	case reflect.String:
		if !isStr && node != nil {
			return fmt.Errorf("wire: %v is not a string", shortNode(node))
		}
		v.SetString(str)
	case reflect.Slice:
		if node == nil {
			v.SetZero()
			return nil
		}
		elems, ok := node.([]any)
		if !ok {
			return fmt.Errorf("wire: %v is not a list", shortNode(node))
		}
		s := reflect.MakeSlice(v.Type(), len(elems), len(elems))
		for i, e := range elems {
			if err := decodeNode(e, s.Index(i)); err != nil {
				return err
			}
		}
		v.Set(s)
	case reflect.Struct:
		o, ok := node.(map[string]any)
		if !ok {
			return fmt.Errorf("wire: %v is not a %s object", shortNode(node), v.Type().Name())
		}
		return decodeFields(o, v)
	default:
		return fmt.Errorf("wire: cannot decode %s", v.Type())
	}
	return nil
}

// decodeFields fills v from an object's fields. Unknown names are
// ignored (a newer peer's additions); a missing card is NoCard, anything
// else missing its zero value.
func decodeFields(fields map[string]any, v reflect.Value) error {
	for _, f := range fieldsOf(v.Type()) {
		x, ok := fields[f.name]
		if !ok {
			if f.card {
				v.Field(f.index).SetUint(uint64(engine.NoCard))
			}
			continue
		}
		if err := decodeNode(x, v.Field(f.index)); err != nil {
			return fmt.Errorf("%s: %w", f.name, err)
		}
	}
	return nil
}

func shortNode(n any) string {
	switch n := n.(type) {
	case nil:
		return "null"
	case string:
		return strconv.Quote(short(n))
	case map[string]any:
		return "an object"
	case []any:
		return "a list"
	}
	return short(fmt.Sprint(n))
}

func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
