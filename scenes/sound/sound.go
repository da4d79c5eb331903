// Package sound plays the table's sound effects — deal, flip, lay, score,
// go, win, click, peg — synthesised by our own code into 16-bit stereo PCM at
// 44100 Hz, each once: ahead of its first play at a still tick (Prepare),
// or at that play. No sound files are shipped.
//
// Audio is optional: New never fails. There is no audio context when the
// player mutes, when NODDY_MUTE=1 is set, when the machine has no sound
// device (a context created there would make ebiten.RunGame fail), or when
// creating it panics. In browsers audio starts only after the first
// click, tap or key; Play never waits for that and drops effects until the
// context is ready.
package sound

import (
	"os"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// SampleRate is the rate of every effect and of the audio context, in Hz.
const SampleRate = 44100

// Effect names one of the table's sounds.
type Effect int

// The effects, in the order the table uses them.
const (
	Deal  Effect = iota // a card dealt: a short sliding snap
	Flip                // a card turned over: a bright flick
	Lay                 // a card laid on the pile: a snap with a soft thump
	Score               // points pegged: a wooden tock
	Go                  // a player says go: two falling tocks
	Win                 // the match is won: a rising chord of bells
	Click               // a button pressed: a tick
	Peg                 // a peg set in a hole of the board: a short wooden knock, one a hole passed
	numEffects
)

// Effects lists every effect.
var Effects = [...]Effect{Deal, Flip, Lay, Score, Go, Win, Click, Peg}

var effectNames = [numEffects]string{"deal", "flip", "lay", "score", "go", "win", "click", "peg"}

// String returns the effect's name: "deal", "win".
func (e Effect) String() string {
	if e < 0 || e >= numEffects {
		return "effect?"
	}
	return effectNames[e]
}

// Sounds holds the synthesised effects and, when sound is possible and
// wanted, the audio context and one player per effect. Use it from the
// game goroutine (Update) only.
type Sounds struct {
	ctx     *audio.Context
	pcm     [numEffects][]byte
	players [numEffects]*audio.Player
	muted   bool
	envMute bool
	started bool // Start was called: the context may be opened
}

// New makes the effects (each synthesised when first played); the audio
// context waits for Start. It never fails: without a context every Play
// is silent.
func New(muted bool) *Sounds {
	s := &Sounds{envMute: os.Getenv("NODDY_MUTE") == "1"}
	s.SetMuted(muted)
	return s
}

// Start opens the audio context unless muted (or NODDY_MUTE=1 is set, or
// no sound device is found). The game calls it once its first frame is
// on screen: in a browser, opening the context cost the first frame about
// 0.1 s, and no sound can play there before the first click anyway.
func (s *Sounds) Start() {
	if s.started {
		return
	}
	s.started = true
	s.SetMuted(s.muted)
}

// Started reports whether Start was called.
func (s *Sounds) Started() bool { return s.started }

// SetMuted turns sound off or on. Turning it on for the first time after
// Start opens the audio context if the machine has one; while NODDY_MUTE=1
// it stays off.
func (s *Sounds) SetMuted(m bool) {
	s.muted = m || s.envMute
	if s.muted {
		for _, p := range s.players {
			if p != nil && p.IsPlaying() {
				p.Pause()
			}
		}
		return
	}
	if s.ctx == nil && s.started {
		s.ctx = openContext()
	}
}

// Muted reports whether sound is off (by the player's choice or NODDY_MUTE).
func (s *Sounds) Muted() bool { return s.muted }

// Available reports whether an audio context exists, i.e. whether Play can
// make a sound at all.
func (s *Sounds) Available() bool { return s.ctx != nil }

// Play starts effect e from its beginning (cutting off that effect if it
// is still playing; other effects overlap). Silent when muted, without an
// audio context, before a browser allows audio, or for an unknown effect.
func (s *Sounds) Play(e Effect) {
	if s.muted || s.ctx == nil || e < 0 || e >= numEffects || !s.ctx.IsReady() {
		return
	}
	p := s.players[e]
	if p == nil {
		p = s.ctx.NewPlayerFromBytes(s.samples(e))
		s.players[e] = p
	}
	if err := p.Rewind(); err != nil {
		return
	}
	p.Play()
}

// aheadOrder is the order Prepare makes the effects in: the costliest
// first (Win's second and a half of bells: 5 ms natively, about 18 ms in
// WebAssembly under Node).
var aheadOrder = [...]Effect{Win, Go, Score, Lay, Deal, Flip, Peg, Click}

// Prepare synthesises the next effect not yet made, one a call, while
// sound can play; the game calls it on a tick where nothing on screen
// moves. Made at its first play, the win's bells (1.2 MB of allocations)
// fell in the frame the match is won in, already the slowest of a match in
// a browser. It reports whether it made one.
func (s *Sounds) Prepare() bool {
	if s.muted || s.ctx == nil {
		return false
	}
	return s.makeNext()
}

// makeNext synthesises the first effect of aheadOrder not yet made.
func (s *Sounds) makeNext() bool {
	for _, e := range aheadOrder {
		if s.pcm[e] == nil {
			s.pcm[e] = encode(synth(e))
			return true
		}
	}
	return false
}

// samples is effect e's sound, synthesised the first time it is asked
// for: a page cannot play a sound before its first click, and synthesising
// every effect at start cost the first frame about 0.1 s in a browser.
func (s *Sounds) samples(e Effect) []byte {
	if s.pcm[e] == nil {
		s.pcm[e] = encode(synth(e))
	}
	return s.pcm[e]
}

// openContext returns the process's audio context (there can be only one),
// creating it if a sound device seems present; nil when not possible.
func openContext() (c *audio.Context) {
	defer func() {
		if recover() != nil {
			c = nil
		}
	}()
	if c := audio.CurrentContext(); c != nil {
		if c.SampleRate() != SampleRate {
			return nil
		}
		return c
	}
	if !deviceLikely() {
		return nil
	}
	return audio.NewContext(SampleRate)
}
