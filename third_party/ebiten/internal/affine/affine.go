// Copyright 2014 Hajime Hoshi
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

package affine

func mulSquare(lhs, rhs *[16]float32, dim int) [16]float32 {
	result := [16]float32{}
	for i := 0; i < dim; i++ {
		for j := 0; j < dim; j++ {
			e := float32(0.0)
			for k := 0; k < dim; k++ {
				e += lhs[i*dim+k] * rhs[k*dim+j]
			}
			result[i*dim+j] = e
		}
	}
	return result
}
