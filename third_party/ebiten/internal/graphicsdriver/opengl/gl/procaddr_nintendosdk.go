// Copyright 2022 The Ebitengine Authors
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

//go:build nintendosdk

package gl

// #cgo LDFLAGS: -Wl,-unresolved-symbols=ignore-all
//
// #include <stdlib.h>
// #include <EGL/egl.h>
//
// #cgo noescape getProcAddress
// #cgo nocallback getProcAddress
// static void* getProcAddress(const char* name) {
//   return eglGetProcAddress(name);
// }
import "C"

import "unsafe"

func (c *defaultContext) init() error {
	return nil
}

func (c *defaultContext) getProcAddress(name string) (uintptr, error) {
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	return uintptr(C.getProcAddress(cname)), nil
}
