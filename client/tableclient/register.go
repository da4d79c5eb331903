//go:build !js

package tableclient

import _ "noddy/client/wsnet" // Create's HTTP on the desktop
