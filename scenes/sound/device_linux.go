//go:build linux && !android

package sound

import (
	"os"
	"path/filepath"
)

// deviceLikely reports whether ALSA can probably open a device. Creating an
// audio context without one makes ebiten.RunGame fail at the first frame
// (the error surfaces asynchronously, past any recover), so on Linux we
// look first: a sound card's playback device, an ALSA configuration (which
// may name a null or network device), or a PulseAudio/PipeWire socket.
func deviceLikely() bool {
	if m, _ := filepath.Glob("/dev/snd/pcmC*D*p"); len(m) > 0 {
		return true
	}
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	var paths []string
	if home, err := os.UserHomeDir(); err == nil {
		paths = append(paths, filepath.Join(home, ".asoundrc"))
	}
	paths = append(paths, "/etc/asound.conf")
	if rt := os.Getenv("XDG_RUNTIME_DIR"); rt != "" {
		paths = append(paths, filepath.Join(rt, "pulse", "native"), filepath.Join(rt, "pipewire-0"))
	}
	for _, p := range paths {
		if _, err := os.Stat(p); err == nil {
			return true
		}
	}
	return false
}
