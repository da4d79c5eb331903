package table

import (
	"noddy/engine"
	"noddy/engine/english"
)

// personSeats are du Coeur's Noddy's names (english.SeatVoice), for tests.
var personSeats = english.SeatVoice(engine.Noddy(), 0, true)
