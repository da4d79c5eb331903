package sound

import (
	"bytes"
	"encoding/binary"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// These tests do not need a display: package audio does not start
// Ebitengine's window, and no test here creates an audio context.

func TestMutedMakesNoContext(t *testing.T) {
	s := New(true)
	if audio.CurrentContext() != nil {
		t.Fatal("New(true) created an audio context")
	}
	if !s.Muted() || s.Available() {
		t.Fatalf("New(true): Muted()=%v Available()=%v, want true false", s.Muted(), s.Available())
	}
	for _, e := range Effects {
		s.Play(e) // silent, must not panic
	}
	s.Play(Effect(-1))
	s.Play(numEffects)
	if audio.CurrentContext() != nil {
		t.Fatal("Play while muted created an audio context")
	}
}

// TestNoContextBeforeStart: the context waits for the game's first frame
// (Start), so New costs the first frame nothing.
func TestNoContextBeforeStart(t *testing.T) {
	t.Setenv("NODDY_MUTE", "0")
	s := New(false)
	if s.Muted() || s.Available() || audio.CurrentContext() != nil {
		t.Fatalf("New(false): Muted()=%v Available()=%v context=%v, want false false nil",
			s.Muted(), s.Available(), audio.CurrentContext())
	}
	s.SetMuted(true)
	s.SetMuted(false)
	if audio.CurrentContext() != nil {
		t.Fatal("SetMuted(false) before Start opened an audio context")
	}
	s.Play(Deal) // silent, must not panic
}

func TestEnvMute(t *testing.T) {
	t.Setenv("NODDY_MUTE", "1")
	s := New(false)
	if !s.Muted() || s.Available() || audio.CurrentContext() != nil {
		t.Fatalf("NODDY_MUTE=1: Muted()=%v Available()=%v context=%v, want true false nil",
			s.Muted(), s.Available(), audio.CurrentContext())
	}
	s.Start()
	s.SetMuted(false)
	if !s.Muted() || audio.CurrentContext() != nil {
		t.Fatal("Start and SetMuted(false) under NODDY_MUTE=1 turned sound on")
	}
}

// TestLengthsAndPeaks pins each effect's duration and loudness and checks
// it is not silent and starts and ends quietly (no clicks).
func TestLengthsAndPeaks(t *testing.T) {
	want := map[Effect]struct {
		dur  time.Duration
		peak float64
	}{
		Deal: {90 * time.Millisecond, 0.45}, Flip: {70 * time.Millisecond, 0.4},
		Lay: {120 * time.Millisecond, 0.55}, Score: {300 * time.Millisecond, 0.5},
		Go: {380 * time.Millisecond, 0.45}, Win: {1500 * time.Millisecond, 0.6},
		Click: {30 * time.Millisecond, 0.35}, Peg: {45 * time.Millisecond, 0.4},
	}
	s := New(true)
	for _, e := range Effects {
		w := want[e]
		pcm := s.samples(e)
		frames := len(pcm) / 4
		if n := int(w.dur.Seconds() * SampleRate); frames != n {
			t.Errorf("%v: %d frames, want %d", e, frames, n)
		}
		var peak, sum float64
		var l, r []int16
		for i := 0; i < frames; i++ {
			a := int16(binary.LittleEndian.Uint16(pcm[4*i:]))
			b := int16(binary.LittleEndian.Uint16(pcm[4*i+2:]))
			l, r = append(l, a), append(r, b)
			v := float64(a) / 32767
			peak = math.Max(peak, math.Abs(v))
			sum += v * v
		}
		if math.Abs(peak-w.peak) > 0.001 {
			t.Errorf("%v: peak %.4f, want %.2f", e, peak, w.peak)
		}
		if rms := math.Sqrt(sum / float64(frames)); rms < 0.02 {
			t.Errorf("%v: RMS %.4f, nearly silent", e, rms)
		}
		for i := range l {
			if l[i] != r[i] {
				t.Fatalf("%v: channels differ at frame %d", e, i)
			}
		}
		if l[0] != 0 || l[len(l)-1] != 0 {
			t.Errorf("%v: first/last sample %d/%d, want 0/0", e, l[0], l[len(l)-1])
		}
	}
}

// TestDeterministic: the same effect synthesises to the same bytes.
func TestDeterministic(t *testing.T) {
	a, b := encode(synth(Deal)), encode(synth(Deal))
	if string(a) != string(b) {
		t.Fatal("Deal differs between two syntheses")
	}
	if synth(Effect(99)) != nil {
		t.Fatal("unknown effect synthesised something")
	}
}

func TestWinRises(t *testing.T) {
	// The chord's notes enter at 0, 110, 220 and 330 ms, rising: each
	// note's frequency is quiet in the 20 ms before its entry and loud in
	// the 20 ms after.
	b := synth(Win)
	const win = SampleRate / 50
	for i, f := range []float64{523.25, 659.25, 783.99, 1046.5} {
		at := int(float64(i) * 0.11 * SampleRate)
		before := 0.0
		if at >= win {
			before = energy(b[at-win:at], f)
		}
		after := energy(b[at+SampleRate/200:at+SampleRate/200+win], f)
		if after < 0.002 || before > after/10 {
			t.Errorf("note %d (%.2f Hz): energy before %.4f, after %.4f", i, f, before, after)
		}
	}
}

// energy is the normalised power of b at frequency f.
func energy(b []float64, f float64) float64 {
	var re, im float64
	for i, v := range b {
		re += v * math.Cos(2*math.Pi*f*float64(i)/SampleRate)
		im += v * math.Sin(2*math.Pi*f*float64(i)/SampleRate)
	}
	n := float64(len(b))
	return (re*re + im*im) / (n * n)
}

func TestEffectNames(t *testing.T) {
	if Win.String() != "win" || Effect(42).String() != "effect?" {
		t.Fatalf("names: %q %q", Win.String(), Effect(42).String())
	}
}

// TestTonal: the score's tock is pitched at G5 (784 Hz), the go's two tocks
// fall from C5 to G4, and the card sounds are noise (no pitch stands out
// and the waveform crosses zero often).
func TestTonal(t *testing.T) {
	const win = SampleRate / 25 // 40 ms
	score := synth(Score)
	e784 := energy(score[:win], 784)
	for _, f := range []float64{523.25, 659.25, 988, 1175} {
		if e := energy(score[:win], f); e > e784/10 {
			t.Errorf("score: energy at %.0f Hz %.5f vs 784 Hz %.5f", f, e, e784)
		}
	}
	g := synth(Go)
	first, second := g[:win], g[int(0.14*SampleRate):int(0.14*SampleRate)+win]
	if energy(first, 523.25) < 10*energy(first, 392) || energy(second, 392) < 10*energy(second, 523.25)/2 {
		t.Errorf("go: first %.5f/%.5f second %.5f/%.5f (C5/G4)",
			energy(first, 523.25), energy(first, 392), energy(second, 523.25), energy(second, 392))
	}
	for _, e := range []Effect{Deal, Flip, Lay} {
		b := synth(e)
		cross := 0
		for i := 1; i < len(b); i++ {
			if (b[i-1] < 0) != (b[i] < 0) {
				cross++
			}
		}
		// A pure tone at 1 kHz crosses 2000 times a second.
		if rate := float64(cross) / (float64(len(b)) / SampleRate); rate < 2000 {
			t.Errorf("%v: %.0f zero crossings a second, want noise (>2000)", e, rate)
		}
	}
}

// TestPegKnock: the peg's knock is pitched at D6 (1175 Hz), its partials
// a wooden bar's, not the button's tick (1800 Hz), and it is over (under
// a hundredth of its peak) by 30 ms, so knocks a hole apart stay apart.
func TestPegKnock(t *testing.T) {
	b := synth(Peg)
	const win = SampleRate / 100 // 10 ms
	d6 := energy(b[:win], 1174.66)
	for _, f := range []float64{880, 1800, 2349} {
		if e := energy(b[:win], f); e > d6/5 {
			t.Errorf("peg: energy at %.0f Hz %.6f vs D6 %.6f", f, e, d6)
		}
	}
	tail := 0.0
	for _, v := range b[int(0.03*SampleRate):] {
		tail = math.Max(tail, math.Abs(v))
	}
	if tail > 0.004 {
		t.Errorf("peg: %.4f still sounding after 30 ms", tail)
	}
	if string(encode(synth(Peg))) == string(encode(synth(Click))) {
		t.Error("the peg sounds like the click")
	}
}

// BenchmarkSynth measures synthesising every effect (what New cost at
// start before each was made when first played).
func BenchmarkSynth(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		s := New(true)
		for _, e := range Effects {
			_ = s.samples(e)
		}
	}
}

// Prepare makes nothing without sound; makeNext makes every effect once,
// the win's first, one a call, each what its first play would make.
func TestPrepareAhead(t *testing.T) {
	s := New(true)
	if s.Prepare() || slices.ContainsFunc(s.pcm[:], func(b []byte) bool { return b != nil }) {
		t.Fatal("Prepare made an effect with sound off")
	}
	made := func() (n int) {
		for _, b := range s.pcm {
			if b != nil {
				n++
			}
		}
		return n
	}
	for i, e := range []Effect{Win, Go, Score, Lay, Deal, Flip, Peg, Click} {
		if !s.makeNext() || s.pcm[e] == nil || made() != i+1 {
			t.Fatalf("call %d: %d effects made, %v among them %v; want %v, one a call", i+1, made(), e, s.pcm[e] != nil, e)
		}
	}
	if s.makeNext() {
		t.Fatal("a ninth effect made")
	}
	for _, e := range Effects {
		if !bytes.Equal(s.pcm[e], encode(synth(e))) {
			t.Errorf("%v made ahead differs from its synthesis", e)
		}
	}
}
