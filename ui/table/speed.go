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

// scale returns the duration multiplier of the speed (0 for instant).
func (s Speed) scale() float64 {
	switch s {
	case SpeedSlow:
		return 1.6
	case SpeedFast:
		return 0.5
	case SpeedInstant:
		return 0
	}
	return 1
}
