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

package builtinshader

import (
	"bytes"
	"sync"
)

type Filter int

const (
	FilterNearest Filter = iota
	FilterLinear
)

const FilterCount = 2

type Address int

const (
	AddressUnsafe Address = iota
	AddressClampToZero
	AddressRepeat
)

const AddressCount = 3

const (
	UniformColorMBody        = "ColorMBody"
	UniformColorMTranslation = "ColorMTranslation"
)

var (
	shaders  [FilterCount][AddressCount][2][]byte
	shadersM sync.Mutex
)

// source writes the shader's Kage source as the template it replaces
// (upstream's text/template, kept in shader_test.go) did, byte for byte.
// Noddy's patch: text/template calls reflect's MethodByName with
// non-constant names, which makes the linker keep every exported method
// of every reachable type (about 390 KB of a gzipped browser build).
func source(filter Filter, address Address, useColorM bool) []byte {
	var b bytes.Buffer
	w := func(cond bool, s string) {
		if cond {
			b.WriteString(s)
		}
	}
	w(true, "//kage:unit pixels\n\npackage main\n\n")
	w(useColorM, "\nvar ColorMBody mat4\nvar ColorMTranslation vec4\n")
	w(true, "\n\n")
	w(address == AddressRepeat, `
func adjustTexelForAddressRepeat(p vec2) vec2 {
	origin := imageSrc0Origin()
	size := imageSrc0Size()
	return mod(p - origin, size) + origin
}
`)
	w(true, "\n\nfunc Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {\n")
	switch filter {
	case FilterNearest:
		w(true, "\n")
		switch address {
		case AddressUnsafe:
			w(true, "\n\tclr := imageSrc0UnsafeAt(srcPos)\n")
		case AddressClampToZero:
			w(true, "\n\tclr := imageSrc0At(srcPos)\n")
		case AddressRepeat:
			w(true, "\n\tclr := imageSrc0At(adjustTexelForAddressRepeat(srcPos))\n")
		}
		w(true, "\n")
	case FilterLinear:
		w(true, "\n\tp0 := srcPos - 1/2.0\n\tp1 := srcPos + 1/2.0\n\n")
		w(address == AddressRepeat, "\n\tp0 = adjustTexelForAddressRepeat(p0)\n\tp1 = adjustTexelForAddressRepeat(p1)\n")
		w(true, "\n\n")
		if address == AddressUnsafe {
			w(true, `
	c0 := imageSrc0UnsafeAt(p0)
	c1 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))
	c2 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))
	c3 := imageSrc0UnsafeAt(p1)
`)
		} else {
			w(true, `
	c0 := imageSrc0At(p0)
	c1 := imageSrc0At(vec2(p1.x, p0.y))
	c2 := imageSrc0At(vec2(p0.x, p1.y))
	c3 := imageSrc0At(p1)
`)
		}
		w(true, "\n\n\trate := fract(p1)\n\tclr := mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)\n")
	}
	w(true, "\n\n")
	if useColorM {
		w(true, `
	// Un-premultiply alpha.
	// When the alpha is 0, 1-sign(alpha) is 1.0, which means division does nothing.
	clr.rgb /= clr.a + (1-sign(clr.a))
	// Apply the clr matrix.
	clr = (ColorMBody * clr) + ColorMTranslation
	// Premultiply alpha
	clr.rgb *= clr.a
	// Apply the color scale.
	clr *= color
	// Clamp the output.
	clr.rgb = min(clr.rgb, clr.a)
`)
	} else {
		w(true, "\n\t// Apply the color scale.\n\tclr *= color\n")
	}
	w(true, "\n\n\treturn clr\n}\n\n")
	return b.Bytes()
}

// ShaderSource returns the built-in shader source based on the given parameters.
//
// The returned shader always uses a color matrix so far.
func ShaderSource(filter Filter, address Address, useColorM bool) []byte {
	shadersM.Lock()
	defer shadersM.Unlock()

	var c int
	if useColorM {
		c = 1
	}
	if s := shaders[filter][address][c]; s != nil {
		return s
	}

	b := source(filter, address, useColorM)
	shaders[filter][address][c] = b
	return b
}

var ScreenShaderSource = []byte(`//kage:unit pixels

package main

func Fragment(dstPos vec4, srcPos vec2) vec4 {
	// Blend source colors in a square region, which size is 1/scale.
	scale := imageDstSize()/imageSrc0Size()
	pos := srcPos
	p0 := pos - 1/2.0/scale
	p1 := pos + 1/2.0/scale

	// Texels must be in the source rect, so it is not necessary to check.
	c0 := imageSrc0UnsafeAt(p0)
	c1 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))
	c2 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))
	c3 := imageSrc0UnsafeAt(p1)

	// p is the p1 value in one pixel assuming that the pixel's upper-left is (0, 0) and the lower-right is (1, 1).
	rate := clamp(fract(p1)*scale, 0, 1)
	return mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)
}
`)

var ClearShaderSource = []byte(`//kage:unit pixels

package main

func Fragment() vec4 {
	return vec4(0)
}
`)

func AppendShaderSources(sources [][]byte) [][]byte {
	for filter := Filter(0); filter < FilterCount; filter++ {
		for address := Address(0); address < AddressCount; address++ {
			sources = append(sources, ShaderSource(filter, address, false), ShaderSource(filter, address, true))
		}
	}
	sources = append(sources, ScreenShaderSource, ClearShaderSource)
	return sources
}
