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

//go:generate go run gen.go
//go:generate gofmt -s -w .

package builtinshader

import (
	"strings"
	"sync"
)

type Filter int

const (
	FilterNearest Filter = iota
	FilterLinear
	FilterPixelated
)

const FilterCount = 3

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

// source returns the Kage source for filter, address and useColorM.
//
// It is plain Go rather than text/template on purpose: text/template calls
// reflect.Value.MethodByName with names known only at run time, and once that
// call is reachable the Go linker keeps every exported method of every type
// that may be converted to an interface. For a WebAssembly game that is
// several hundred KB of gzipped binary. The output is byte for byte what the
// template this replaced wrote (see shader_test.go).
func source(filter Filter, address Address, useColorM bool) []byte {
	var b strings.Builder
	b.WriteString("//kage:unit pixels\n\npackage main\n\n")
	if useColorM {
		b.WriteString("\nvar ColorMBody mat4\nvar ColorMTranslation vec4\n")
	}
	b.WriteString("\n\n")
	if address == AddressRepeat {
		b.WriteString(`
func adjustSrcPosForAddressRepeat(p vec2) vec2 {
	origin := imageSrc0Origin()
	size := imageSrc0Size()
	return mod(p - origin, size) + origin
}
`)
	}
	b.WriteString(`

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
`)
	if filter == FilterNearest {
		b.WriteString("\n")
		switch address {
		case AddressUnsafe:
			b.WriteString("\n\tclr := imageSrc0UnsafeAt(srcPos)\n")
		case AddressClampToZero:
			b.WriteString("\n\tclr := imageSrc0At(srcPos)\n")
		case AddressRepeat:
			b.WriteString("\n\tclr := imageSrc0At(adjustSrcPosForAddressRepeat(srcPos))\n")
		}
		b.WriteString("\n")
	} else {
		b.WriteString("\n")
		switch filter {
		case FilterLinear:
			b.WriteString(`
	p0 := srcPos - 1/2.0
	p1 := srcPos + 1/2.0
`)
		case FilterPixelated:
			b.WriteString(`
	// inversedScale is the size of the region on the source image.
	// The size is the inverse of the geometry-matrix scale.
	inversedScale := vec2(abs(dfdx(srcPos.x)), abs(dfdy(srcPos.y)))
	// Cap the inversedScale to 1 as dfdx/dfdy is not accurate on some machines (#3182).
	inversedScale = min(inversedScale, vec2(1))
	p0 := srcPos - inversedScale/2.0
	p1 := srcPos + inversedScale/2.0
`)
		}
		b.WriteString("\n\n")
		if address == AddressRepeat {
			b.WriteString(`
	p0 = adjustSrcPosForAddressRepeat(p0)
	p1 = adjustSrcPosForAddressRepeat(p1)
`)
		}
		b.WriteString("\n\n")
		if address == AddressUnsafe {
			b.WriteString(`
	c0 := imageSrc0UnsafeAt(p0)
	c1 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))
	c2 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))
	c3 := imageSrc0UnsafeAt(p1)
`)
		} else {
			b.WriteString(`
	c0 := imageSrc0At(p0)
	c1 := imageSrc0At(vec2(p1.x, p0.y))
	c2 := imageSrc0At(vec2(p0.x, p1.y))
	c3 := imageSrc0At(p1)
`)
		}
		b.WriteString("\n\n")
		switch filter {
		case FilterLinear:
			b.WriteString("\n\trate := fract(p1)\n")
		case FilterPixelated:
			b.WriteString("\n\trate := clamp(fract(p1)/inversedScale, 0, 1)\n")
		}
		b.WriteString("\n\tclr := mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)\n")
	}
	b.WriteString("\n\n")
	if useColorM {
		b.WriteString(`
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
		b.WriteString("\n\t// Apply the color scale.\n\tclr *= color\n")
	}
	b.WriteString("\n\n\treturn clr\n}\n\n")
	return []byte(b.String())
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

//ebitengine:shadersource
const ClearShaderSource = `//kage:unit pixels

package main

func Fragment() vec4 {
	return vec4(0)
}
`
