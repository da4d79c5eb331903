package tour

import "noddy/engine/english"

// MoreLine is the tutorial's note at the foot of a page that is not the
// step's last.
func (a *Scene) MoreLine() string { return english.MoreLine(a.Touch) }
