package table

import (
	"testing"

	"noddy/engine"
	"noddy/engine/players"
)

func TestDriveOnlyGuided(t *testing.T) {
	tb, err := newTestTable(1, [2]players.Player{}, SpeedInstant)
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.Drive(engine.Action{Seat: tb.Turn(), Card: engine.NoCard}); err != ErrNotGuided {
		t.Errorf("Drive on a played table: %v, want ErrNotGuided", err)
	}
}
