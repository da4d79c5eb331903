package input

// key is a frame with k pressed.
func key(k Key) Frame { var f Frame; f.Keys[k] = true; return f }
