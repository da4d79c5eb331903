module github.com/hajimehoshi/ebiten/v2

go 1.22.0

require (
	github.com/ebitengine/gomobile v0.0.0-20240911145611-4856209ac325
	github.com/ebitengine/hideconsole v1.0.0
	github.com/ebitengine/oto/v3 v3.3.3
	github.com/ebitengine/purego v0.8.0
	github.com/gen2brain/mpeg v0.3.2-0.20240412154320-a2ac4fc8a46f
	github.com/go-text/typesetting v0.2.0
	github.com/hajimehoshi/bitmapfont/v3 v3.2.0
	github.com/hajimehoshi/go-mp3 v0.3.4
	github.com/jakecoffman/cp v1.2.1
	github.com/jezek/xgb v1.1.1
	github.com/jfreymuth/oggvorbis v1.0.5
	github.com/kisielk/errcheck v1.7.0
	golang.org/x/image v0.20.0
	golang.org/x/sync v0.8.0
	golang.org/x/sys v0.25.0
	golang.org/x/text v0.18.0
	golang.org/x/tools v0.25.0
)

require (
	github.com/jfreymuth/vorbis v1.0.2 // indirect
	github.com/pierrec/lz4/v4 v4.1.21 // indirect
	golang.org/x/mod v0.21.0 // indirect
)
