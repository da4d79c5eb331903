// Copyright 2020 The Ebiten Authors
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

//go:build !ebitenginedebug && !ebitendebug

package debug

const IsDebug = false

func FrameLogf(format string, args ...any) {
}

func SwitchFrameLogger() FrameLogger {
	return dummyFrameLogger{}
}

type dummyFrameLogger struct{}

func (dummyFrameLogger) FrameLogf(format string, args ...any) {
}

func (dummyFrameLogger) Flush() {
}

// FirstCaller finds nothing outside a debug build (caller.go).
func FirstCaller() (file string, line int, callerType CallerType) {
	return "", 0, CallerTypeNone
}
