package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"noddy/engine"
)

// eventTypes names every engine event on the wire: the Go type's name
// with its first letter lowered ("laid", "handEnded").
var eventTypes = map[string]reflect.Type{}

func init() {
	for _, e := range []engine.Event{
		engine.Cut{}, engine.Dealt{}, engine.Discarded{}, engine.StarterTurned{},
		engine.Scored{}, engine.Shown{}, engine.Laid{}, engine.Go{}, engine.ThirtyOneMade{},
		engine.SeriesEnded{}, engine.MogOffered{}, engine.MogReplied{}, engine.MogChosen{}, engine.Mogged{},
		engine.MugginsCalled{}, engine.CallMade{}, engine.Settled{}, engine.HandEnded{},
		engine.GameWon{}, engine.Won{},
	} {
		t := reflect.TypeOf(e)
		eventTypes[fieldName(t.Name())] = t
	}
}

// EncodeEvent writes e as one JSON object whose "type" names the event,
// followed by its fields by their Go names, first letter lowered:
// {"type":"laid","seat":0,"card":"7H","count":7,"combos":[],"points":0,"scores":[0,0]}.
func EncodeEvent(e engine.Event) ([]byte, error) {
	if e == nil {
		return nil, errors.New("wire: nil event")
	}
	v := reflect.ValueOf(e)
	name := fieldName(v.Type().Name())
	if eventTypes[name] != v.Type() {
		return nil, fmt.Errorf("wire: %T is not an engine event", e)
	}
	b := append([]byte(`{"type":`), '"')
	b = append(append(b, name...), '"')
	return appendFields(b, v, false)
}

// DecodeEvent reads an event written by EncodeEvent.
func DecodeEvent(data []byte) (engine.Event, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var node any
	if err := d.Decode(&node); err != nil {
		return nil, fmt.Errorf("wire: an event must be an object: %v", err)
	}
	fields, ok := node.(map[string]any)
	if !ok || d.More() {
		return nil, errors.New("wire: an event must be one object")
	}
	name, ok := fields["type"].(string)
	if !ok {
		return nil, errors.New("wire: an event needs a \"type\"")
	}
	t, ok := eventTypes[name]
	if !ok {
		return nil, fmt.Errorf("wire: unknown event type %q", short(name))
	}
	v := reflect.New(t).Elem()
	if err := decodeFields(fields, v); err != nil {
		return nil, fmt.Errorf("wire: %s: %w", name, err)
	}
	return v.Interface().(engine.Event), nil
}

// EncodeAction writes a as {"seat":0,"card":"7H","kind":"lay","cards":null,"yes":false,"combos":null}.
func EncodeAction(a engine.Action) ([]byte, error) {
	return appendValue(nil, reflect.ValueOf(a))
}

// DecodeAction reads an action. Fields may be left out: kind defaults
// to "lay", a card to none.
func DecodeAction(data []byte) (engine.Action, error) {
	var a engine.Action
	err := decodeValue(data, reflect.ValueOf(&a).Elem())
	return a, err
}

// EncodeView writes a seat's view; its rules travel as the registry's
// game name, player count, options and target.
func EncodeView(v engine.View) ([]byte, error) {
	return appendValue(nil, reflect.ValueOf(v))
}

// DecodeView reads a view, rebuilding its rules with engine.Lookup.
func DecodeView(data []byte) (engine.View, error) {
	var v engine.View
	err := decodeValue(data, reflect.ValueOf(&v).Elem())
	return v, err
}

// Event is an engine event inside a protocol message.
type Event struct{ engine.Event }

func (e Event) MarshalJSON() ([]byte, error) { return EncodeEvent(e.Event) }

func (e *Event) UnmarshalJSON(b []byte) (err error) {
	e.Event, err = DecodeEvent(b)
	return err
}

// Action is an engine action inside a protocol message.
type Action struct{ engine.Action }

func (a Action) MarshalJSON() ([]byte, error) { return EncodeAction(a.Action) }

func (a *Action) UnmarshalJSON(b []byte) (err error) {
	a.Action, err = DecodeAction(b)
	return err
}

// View is a seat's view inside a protocol message.
type View struct{ engine.View }

func (v View) MarshalJSON() ([]byte, error) { return EncodeView(v.View) }

func (v *View) UnmarshalJSON(b []byte) (err error) {
	v.View, err = DecodeView(b)
	return err
}
