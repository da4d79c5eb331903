package table

// Speed is the animation speed setting.
type Speed uint8

// Animation speeds, slowest first. SpeedInstant plays every animation in
// no time: the table jumps to the next decision.
const (
	SpeedSlow Speed = iota
	SpeedNormal
	SpeedFast
	SpeedInstant
	NumSpeeds
)

var speedNames = [NumSpeeds]string{"slow", "normal", "fast", "instant"}

func (s Speed) String() string {
	if s < NumSpeeds {
		return speedNames[s]
	}
	return "normal"
}

// ParseSpeed reads a speed's name; ok is false for an unknown name.
func ParseSpeed(s string) (Speed, bool) {
	for i, n := range speedNames {
		if n == s {
			return Speed(i), true
		}
	}
	return SpeedNormal, false
}

// Next is the next speed, round from the fastest to the slowest.
func (s Speed) Next() Speed { return (s + 1) % NumSpeeds }

// paceKind is what a step's time is for: each speed paces them apart.
type paceKind uint8

const (
	paceMotion paceKind = iota // cards moving: the cut, the deal, a lay, a flip; the pegs
	paceWords                  // an announcement to read: a cut, a call, a go
	paceThink                  // a computer seat's pause before it acts
	paceHold                   // the hold at a hand's end with nobody to continue: a look at the cards
)

// paces are each speed's multiples of a step's base time. Slow is the
// pace the table always had at slow; normal and fast move the cards
// briskly and leave the words up long enough to read (issue 25: the
// first decision within about 3 s of a new match at normal speed).
var paces = [NumSpeeds][4]float64{
	SpeedSlow:    {1.6, 1.6, 1.6, 1.6},
	SpeedNormal:  {0.45, 0.6, 0.65, 1},
	SpeedFast:    {0.3, 0.4, 0.4, 0.5},
	SpeedInstant: {0, 0, 0, 0},
}

// pace returns the duration multiplier of the speed for a step of kind k
// (0 for instant).
func (s Speed) pace(k paceKind) float64 {
	if s >= NumSpeeds {
		s = SpeedNormal
	}
	return paces[s][k]
}

// brisk reports whether the table moves briskly: a show's or a card's
// combinations called as one announcement ("fifteen two, fifteen four, a
// pair is six", their cards glowing together) rather than one by one, and
// the cut's word carried over the deal rather than held before it. Every
// speed but slow, which walks through them.
func (s Speed) brisk() bool { return s != SpeedSlow }
