# CMake package configuration of the majiang SDK @VERSION@ (@TRIPLE@).
#
#   find_package(majiang CONFIG REQUIRED)        # CMAKE_PREFIX_PATH=<this SDK's folder>
#   target_link_libraries(app PRIVATE majiang::majiang)   # the shared library
#   target_link_libraries(app PRIVATE majiang::static)    # or linked in (GCC/Clang)
#
# The imported targets carry the include folder, so `#include "majiang.h"`
# (C) and `#include "majiang.hpp"` (C++17) work with nothing else to set.

if(NOT CMAKE_SIZEOF_VOID_P EQUAL 8)
  set(${CMAKE_FIND_PACKAGE_NAME}_FOUND FALSE)
  set(${CMAKE_FIND_PACKAGE_NAME}_NOT_FOUND_MESSAGE "majiang @TRIPLE@ is a 64-bit build; this project builds for ${CMAKE_SIZEOF_VOID_P}-byte pointers")
  return()
endif()

get_filename_component(_majiang_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)

if(NOT TARGET majiang::majiang)
  add_library(majiang::majiang SHARED IMPORTED)
  set_target_properties(majiang::majiang PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${_majiang_prefix}/include"
    IMPORTED_LOCATION "${_majiang_prefix}/@SHARED_LIB@")
@SHARED_EXTRA@
  # The static library is built by the GNU toolchain: MSVC cannot link its runtime.
  if(NOT MSVC)
    add_library(majiang::static STATIC IMPORTED)
    set_target_properties(majiang::static PROPERTIES
      INTERFACE_INCLUDE_DIRECTORIES "${_majiang_prefix}/include"
      IMPORTED_LOCATION "${_majiang_prefix}/lib/libmajiang.a"
      IMPORTED_LINK_INTERFACE_LANGUAGES "C"
      INTERFACE_LINK_LIBRARIES "@STATIC_DEPS@")
  endif()
endif()

unset(_majiang_prefix)
