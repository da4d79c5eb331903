package scenes

import (
	"testing"

	"noddy/scenes/looptest"
)

// Tests here need a running game loop (looptest): pixels can only be read
// inside it. Run under xvfb-run -a.

// inLoop runs f inside the game loop's next Update and waits for it.
var inLoop = looptest.InLoop

func TestMain(m *testing.M) { looptest.Main(m, nil) }
