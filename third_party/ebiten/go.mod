module github.com/hajimehoshi/ebiten/v2

go 1.25.0

require (
	github.com/ebitengine/debugui v0.2.0
	github.com/ebitengine/gomobile v0.0.0-20250923094054-ea854a63cce1
	github.com/ebitengine/hideconsole v1.0.0
	github.com/ebitengine/oto/v3 v3.4.1
	github.com/ebitengine/purego v0.9.0
	github.com/gen2brain/mpeg v0.5.0
	github.com/go-text/typesetting v0.3.0
	github.com/hajimehoshi/bitmapfont/v4 v4.1.0
	github.com/hajimehoshi/go-mp3 v0.3.4
	github.com/jakecoffman/cp/v2 v2.3.0
	github.com/jezek/xgb v1.1.1
	github.com/jfreymuth/oggvorbis v1.0.5
	github.com/kisielk/errcheck v1.9.0
	github.com/rivo/uniseg v0.4.7
	golang.org/x/image v0.43.0
	golang.org/x/sync v0.21.0
	golang.org/x/sys v0.44.0
	golang.org/x/text v0.38.0
	golang.org/x/tools v0.45.0
)

require (
	github.com/jfreymuth/vorbis v1.0.2 // indirect
	github.com/pierrec/lz4/v4 v4.1.22 // indirect
	golang.org/x/mod v0.36.0 // indirect
)
