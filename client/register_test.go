//go:build !js

package client_test

import _ "noddy/client/wsnet" // the desktop's transport for the tests over real WebSockets
