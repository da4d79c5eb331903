package platform

import "noddy/ui/record"

// emptyRecord reports whether b is a readable record with nothing in it,
// which a reset need not keep aside.
func emptyRecord(b []byte) bool {
	r, err := record.DecodeRecord(b)
	return err == nil && r.Empty()
}
