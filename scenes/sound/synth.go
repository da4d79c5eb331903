package sound

import "math"

// The effects are made from three ingredients: filtered noise bursts (the
// snap of card on card or baize), decaying sine partials (wood and bells)
// and short fades so no effect clicks at its ends. Each is a pure function
// of the effect, so every run plays exactly the same sound.

// rng is a small xorshift generator; a fixed seed per effect keeps the
// noise identical run to run.
type rng uint64

func (r *rng) float() float64 {
	x := uint64(*r)
	x ^= x << 13
	x ^= x >> 7
	x ^= x << 17
	*r = rng(x)
	return float64(x>>11)/float64(1<<53)*2 - 1
}

func samples(sec float64) []float64 { return make([]float64, int(sec*SampleRate)) }

// noiseBurst adds band-limited noise starting at t0 seconds: a one-pole
// high-pass at hp Hz then low-pass at lp Hz, with a linear attack and an
// exponential decay of time constant tau seconds.
func noiseBurst(buf []float64, seed uint64, t0, attack, tau, hp, lp, gain float64) {
	r := rng(seed | 1)
	aLP := 1 - math.Exp(-2*math.Pi*lp/SampleRate)
	aHP := math.Exp(-2 * math.Pi * hp / SampleRate)
	var low, hpPrevIn, hpOut float64
	start := int(t0 * SampleRate)
	for i := start; i < len(buf); i++ {
		t := float64(i-start) / SampleRate
		env := math.Exp(-math.Max(0, t-attack) / tau)
		if t < attack {
			env = t / attack
		}
		if env < 1e-4 && t > attack {
			break
		}
		n := r.float()
		hpOut = aHP * (hpOut + n - hpPrevIn)
		hpPrevIn = n
		low += aLP * (hpOut - low)
		buf[i] += gain * env * low
	}
}

// tone adds a decaying sine partial set at t0: freq Hz with partials
// (ratio, amplitude) and decay time constant tau seconds, with a few
// milliseconds of attack so it starts without a click. Higher partials die
// faster, as in wood and metal. Each partial is a rotating phasor with a
// per-sample decay factor, so no sin or exp is computed per sample.
func tone(buf []float64, t0, freq, tau, gain float64, partials [][2]float64) {
	start := int(t0 * SampleRate)
	attack := int(math.Round(0.003 * SampleRate))
	for _, p := range partials {
		w := 2 * math.Pi * freq * p[0] / SampleRate
		c, s := math.Cos(w), math.Sin(w)
		decay := math.Exp(-p[0] / tau / SampleRate)
		re, im := 1.0, 0.0
		env := gain * p[1]
		for i := start; i < len(buf) && env > 1e-5; i++ {
			a := 1.0
			if n := i - start; n < attack {
				a = float64(n) / float64(attack)
			}
			buf[i] += env * a * im
			re, im = re*c-im*s, re*s+im*c
			env *= decay
		}
	}
}

var (
	wood = [][2]float64{{1, 1}, {2.76, 0.35}, {5.4, 0.12}}       // a struck wooden bar
	bell = [][2]float64{{1, 1}, {2, 0.45}, {3, 0.2}, {4.2, 0.1}} // a small bell
)

// synth renders effect e as mono samples in -1..1.
func synth(e Effect) []float64 {
	var b []float64
	peak := 0.5
	switch e {
	case Deal:
		b = samples(0.09)
		noiseBurst(b, 11, 0, 0.03, 0.012, 900, 5000, 0.25)   // the slide
		noiseBurst(b, 12, 0.03, 0.001, 0.012, 1500, 7000, 1) // the snap
		peak = 0.45
	case Flip:
		b = samples(0.07)
		noiseBurst(b, 21, 0, 0.001, 0.008, 2500, 9000, 1)
		noiseBurst(b, 22, 0.025, 0.001, 0.006, 3000, 10000, 0.5)
		peak = 0.4
	case Lay:
		b = samples(0.12)
		noiseBurst(b, 31, 0, 0.001, 0.016, 600, 4000, 1)
		tone(b, 0, 140, 0.03, 0.5, [][2]float64{{1, 1}})
		peak = 0.55
	case Score:
		b = samples(0.3)
		noiseBurst(b, 41, 0, 0.0005, 0.003, 2000, 8000, 0.3)
		tone(b, 0, 784, 0.06, 1, wood) // G5
		peak = 0.5
	case Go:
		b = samples(0.38)
		tone(b, 0, 523.25, 0.06, 1, wood) // C5
		tone(b, 0.14, 392, 0.07, 1, wood) // G4
		peak = 0.45
	case Win:
		b = samples(1.5)
		for i, f := range []float64{523.25, 659.25, 783.99, 1046.5} { // C E G C
			tone(b, float64(i)*0.11, f, 0.45, 1, bell)
		}
		peak = 0.6
	case Click:
		b = samples(0.03)
		tone(b, 0, 1800, 0.004, 1, [][2]float64{{1, 1}})
		noiseBurst(b, 71, 0, 0.0005, 0.002, 3000, 10000, 0.3)
		peak = 0.35
	case Peg:
		// A peg tapped home: the knock of a small wooden peg (a short,
		// dry bar at D6, lower and woodier than a button's tick) and the
		// rattle of it in the hole. Short enough for one a hole when a
		// long score is counted on (PegHops: ~25 ms a hole at the fastest).
		b = samples(0.045)
		noiseBurst(b, 81, 0, 0.0004, 0.0025, 1500, 7000, 0.45)
		tone(b, 0, 1174.66, 0.006, 1, wood) // D6
		peak = 0.4
	default:
		return nil
	}
	fadeOut(b, 0.006)
	normalise(b, peak)
	return b
}

// fadeOut ramps the last sec seconds to silence.
func fadeOut(b []float64, sec float64) {
	n := min(int(sec*SampleRate), len(b))
	for i := 0; i < n; i++ {
		b[len(b)-1-i] *= float64(i) / float64(n)
	}
}

// normalise scales b so its largest magnitude is peak.
func normalise(b []float64, peak float64) {
	var m float64
	for _, v := range b {
		m = math.Max(m, math.Abs(v))
	}
	if m == 0 {
		return
	}
	k := peak / m
	for i := range b {
		b[i] *= k
	}
}

// encode converts mono samples to 16-bit signed little-endian stereo, the
// format audio.Context.NewPlayerFromBytes plays.
func encode(b []float64) []byte {
	out := make([]byte, 4*len(b))
	for i, v := range b {
		s := int16(math.Round(math.Max(-1, math.Min(1, v)) * 32767))
		out[4*i], out[4*i+1] = byte(s), byte(uint16(s)>>8)
		out[4*i+2], out[4*i+3] = byte(s), byte(uint16(s)>>8)
	}
	return out
}
