// Package wire is the shared table's wire format: the engine's values
// (cards, combinations, actions, events, views) as versioned JSON, both
// ways, and the messages of the table protocol (docs/PROTOCOL.md).
//
// It is pure Go over encoding/json, with no I/O, because the browser
// build imports it. The encoding is seat-generic: hands are lists by
// seat, scores lists by side, and a card a seat may not see is null.
// Decoding gives back a value reflect.DeepEqual to the one encoded (nil
// and empty lists stay apart), so a client that decodes a stream holds
// exactly the events the server's engine produced for its seat.
package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"unicode"
	"unicode/utf8"

	"noddy/engine"
)

// Version is the protocol's version: it changes when a message or a
// value changes meaning, not when one is added.
const Version = 1

// The engine's values are walked by reflection, so a field added to an
// event travels without a change here; the few named types below are the
// exceptions, written as the words people and scripts read.
var (
	cardType    = reflect.TypeFor[engine.Card]()
	kindType    = reflect.TypeFor[engine.Kind]()
	actKindType = reflect.TypeFor[engine.ActionKind]()
	phaseType   = reflect.TypeFor[engine.Phase]()
	rulesType   = reflect.TypeFor[engine.Rules]()
)

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
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() || f.Type.Kind() == reflect.Interface {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = strconv.AppendQuote(b, fieldName(f.Name))
		b = append(b, ':')
		var err error
		if b, err = appendValue(b, v.Field(i)); err != nil {
			return nil, err
		}
	}
	return append(b, '}'), nil
}

var null = []byte("null")

func decodeValue(data []byte, v reflect.Value) error {
	data = bytes.TrimSpace(data)
	isNull := bytes.Equal(data, null)
	switch v.Type() {
	case cardType:
		if isNull {
			v.SetUint(uint64(engine.NoCard))
			return nil
		}
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return fmt.Errorf("wire: a card must be a string like \"7H\" or null")
		}
		c, ok := cardByName[s]
		if !ok {
			return fmt.Errorf("wire: %q is not a card (rank A 2-9 T J Q K, suit C D H S)", s)
		}
		v.SetUint(uint64(c))
		return nil
	case kindType:
		if isNull {
			v.SetUint(0)
			return nil
		}
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return errors.New("wire: a combination's kind must be a string")
		}
		k, ok := kindByName[s]
		if !ok || k == 0 {
			return fmt.Errorf("wire: %q is not a kind of combination", s)
		}
		v.SetUint(uint64(k))
		return nil
	case actKindType:
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return errors.New("wire: an action's kind must be a string")
		}
		k, ok := engine.ParseActionKind(s)
		if !ok {
			return fmt.Errorf("wire: %q is not a kind of action", s)
		}
		v.SetUint(uint64(k))
		return nil
	case phaseType:
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return errors.New("wire: a phase must be a string")
		}
		p, ok := phaseByName[s]
		if !ok {
			return fmt.Errorf("wire: %q is not a phase", s)
		}
		v.SetUint(uint64(p))
		return nil
	case rulesType:
		var j rulesJSON
		if err := json.Unmarshal(data, &j); err != nil {
			return fmt.Errorf("wire: rules: %v", err)
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
		var n int64
		if isNull {
			v.SetInt(0)
			return nil
		}
		if err := json.Unmarshal(data, &n); err != nil || v.OverflowInt(n) {
			return fmt.Errorf("wire: %s is not an integer of %s", short(data), v.Type())
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		var n uint64
		if isNull {
			v.SetUint(0)
			return nil
		}
		if err := json.Unmarshal(data, &n); err != nil || v.OverflowUint(n) {
			return fmt.Errorf("wire: %s is not an integer of %s", short(data), v.Type())
		}
		v.SetUint(n)
	case reflect.Bool:
		var x bool
		if !isNull {
			if err := json.Unmarshal(data, &x); err != nil {
				return fmt.Errorf("wire: %s is not true or false", short(data))
			}
		}
		v.SetBool(x)
	case reflect.String:
		var s string
		if !isNull {
			if err := json.Unmarshal(data, &s); err != nil {
				return fmt.Errorf("wire: %s is not a string", short(data))
			}
		}
		v.SetString(s)
	case reflect.Slice:
		if isNull {
			v.SetZero()
			return nil
		}
		var elems []json.RawMessage
		if err := json.Unmarshal(data, &elems); err != nil {
			return fmt.Errorf("wire: %s is not a list", short(data))
		}
		s := reflect.MakeSlice(v.Type(), len(elems), len(elems))
		for i, e := range elems {
			if err := decodeValue(e, s.Index(i)); err != nil {
				return err
			}
		}
		v.Set(s)
	case reflect.Struct:
		if isNull {
			return fmt.Errorf("wire: a %s may not be null", v.Type().Name())
		}
		var fields map[string]json.RawMessage
		if err := json.Unmarshal(data, &fields); err != nil {
			return fmt.Errorf("wire: %s is not an object", short(data))
		}
		return decodeFields(fields, v)
	default:
		return fmt.Errorf("wire: cannot decode %s", v.Type())
	}
	return nil
}

// decodeFields fills v from an object's fields. Unknown names are
// ignored (a newer peer's additions); a missing card is NoCard, anything
// else missing its zero value.
func decodeFields(fields map[string]json.RawMessage, v reflect.Value) error {
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() || f.Type.Kind() == reflect.Interface {
			continue
		}
		raw, ok := fields[fieldName(f.Name)]
		if !ok {
			if f.Type == cardType {
				v.Field(i).SetUint(uint64(engine.NoCard))
			}
			continue
		}
		if err := decodeValue(raw, v.Field(i)); err != nil {
			return fmt.Errorf("%s: %w", fieldName(f.Name), err)
		}
	}
	return nil
}

func short(b []byte) string {
	if len(b) > 40 {
		return string(b[:40]) + "…"
	}
	return string(b)
}
