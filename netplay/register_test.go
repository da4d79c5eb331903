//go:build !js

package netplay_test

import _ "noddy/netplay/wsnet" // the desktop's transport for the tests over real WebSockets
