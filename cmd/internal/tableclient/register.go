//go:build !js

package tableclient

import _ "noddy/netplay/wsnet" // Create's HTTP on the desktop
