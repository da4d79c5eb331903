//go:build !js

package platform

// The desktop's transport of the shared table (coder/websocket, net/http):
// registered with the client by importing it, here, so that ui and
// cmdline stay light (cmdline's early init must run before Ebitengine's);
// the browser's is transport_js.go.
import _ "noddy/client/wsnet"
