/*
 * A stand-in for Windows' bcryptprimitives.dll under Wine 8 (Debian 12's),
 * which lacks it: Go 1.24 and later call its ProcessPrng at start, so a Go
 * program dies in Wine before main. Windows 10 and later have the real one;
 * this file is for `make check-windows` only (copied into its Wine
 * prefix's system32, where Go looks) and is never shipped.
 * ProcessPrng fills the buffer from the system's generator
 * (SystemFunction036, RtlGenRandom, in advapi32).
 *
 *   x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll bcryptprimitives.c -ladvapi32
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
