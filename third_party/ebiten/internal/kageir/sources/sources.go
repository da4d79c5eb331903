// Copyright 2026 The Noddy authors. Same licence as Ebitengine (Apache 2.0).

// Package sources lists the Kage sources of Ebitengine's own shaders, for
// internal/kageir's generator and its test (the game never imports it).
package sources

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader"
)

// Source is a shader's Kage source and a name for it.
type Source struct {
	Name string
	Src  []byte
}

// List lists every Kage source Ebitengine compiles from its own code:
// the built-in shaders, the clear shader, and the constants named
// ...ShaderSrc in package vector (read from root, the module's directory).
func List(root string) ([]Source, error) {
	var out []Source
	for f := range builtinshader.Filter(builtinshader.FilterCount) {
		for a := range builtinshader.Address(builtinshader.AddressCount) {
			for _, m := range []bool{false, true} {
				name := fmt.Sprintf("the built-in shader (filter %d, address %d, colour matrix %v)", f, a, m)
				out = append(out, Source{name, builtinshader.ShaderSource(f, a, m)})
			}
		}
	}
	out = append(out, Source{"the clear shader", []byte(builtinshader.ClearShaderSource)})
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, root+"/vector/stencilshader.go", nil, 0)
	if err != nil {
		return nil, err
	}
	for _, d := range file.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, sp := range g.Specs {
			v := sp.(*ast.ValueSpec)
			for i, n := range v.Names {
				if !strings.HasSuffix(n.Name, "ShaderSrc") {
					continue
				}
				lit, ok := v.Values[i].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return nil, fmt.Errorf("vector.%s is not a string literal", n.Name)
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					return nil, err
				}
				out = append(out, Source{"vector." + n.Name, []byte(s)})
			}
		}
	}
	return out, nil
}
