package record

import (
	"encoding/json"
	"reflect"
	"testing"

	"noddy/engine/players"
)

// The hand-written JSON is JSON: encoding/json reads what Encode writes as
// the same record, and DecodeRecord reads what encoding/json writes.
func TestRecordJSONAgreesWithEncodingJSON(t *testing.T) {
	rec := NewRecord()
	rec.Add(playFor(t, "cribbage", 5, "easy"), 0, "easy", []players.Decision{{Chose: 0}, {Chose: 1, Loss: 0.3}}, 1700000001)
	rec.Add(playFor(t, "noddy", 6, "easy"), 0, "easy", nil, 1700000002)
	rec.tally("macgregor", []string{"claims", "to-61"}, "expert").Played = 0
	rec.Recent[0].Code = "a \"quoted\" \\ code\n"
	var viaStd Record
	if err := json.Unmarshal(rec.Encode(), &viaStd); err != nil || !reflect.DeepEqual(&viaStd, rec) {
		t.Fatalf("encoding/json reads Encode as %+v (%v)\n%s", viaStd, err, rec.Encode())
	}
	std, _ := json.MarshalIndent(rec, "", "\t")
	back, err := DecodeRecord(std)
	if err != nil || !reflect.DeepEqual(back, rec) {
		t.Fatalf("DecodeRecord of encoding/json's: %+v (%v)", back, err)
	}
	for _, bad := range []string{`{"version":1,"tallies":[{"game":"noddy","played":1.5}]}`, `{"version":1,"recent":[{"won":1}]}`,
		`{"version":1,"tallies":[{"game":"noddy","extra":1}]}`, `{"version":1} x`, `{"version":"1"}`} {
		if _, err := DecodeRecord([]byte(bad)); err == nil {
			t.Errorf("%s: read", bad)
		}
	}
}
